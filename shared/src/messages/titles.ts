/**
 * The browser tab's title for each page: what the page shows first, then the app's name,
 * so tabs, history and shared links say which listing or search they are. Home keeps the full
 * "Kiraya – Rent Anything, Anywhere" that index.html starts with (messages.brand.documentTitle).
 */
import { localized, type Copy } from '../locale.ts';

const APP = 'Kiraya';

const page = (name: string): string => `${name} · ${APP}`;

const english = {
  page,
  search: (q: string) => page(`Search: ${q}`),
  searchAll: page('Search Results'),
  searchTooLong: page('Search text too long'),
  category: (name: string) => page(name),
  categoryNotFound: page('Category Not Found'),
  item: (title: string) => page(title),
  itemNotFound: page('Item not found'),
  createListing: page('List Your Item'),
  editListing: page('Edit Listing'),
  dashboard: page('Dashboard'),
  profile: page('Edit Profile'),
  admin: page('Admin Dashboard'),
  support: page('Contact Support'),
  forgotPassword: page('Reset your password'),
  resetPassword: page('Choose a new password'),
  confirmEmail: page('Confirm your email'),
  unsubscribe: page('Stop these emails'),
  favorites: page('Favourites'),
  notFound: page('Page not found'),
} as const;

export type TitleMessages = Copy<typeof english>;
export const titleMessages: TitleMessages = await localized<TitleMessages>(english, () => import('./hi/titles.ts'));
