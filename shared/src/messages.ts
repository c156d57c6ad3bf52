/**
 * Every user-visible string of Kiraya's shell (header, sign-in, theme, errors), in one place, so the
 * copy can be checked word for word. The Hindi is messages/hi/messages.ts, loaded only on a Hindi page.
 */
import { countOf } from './intl.ts';
import { localized, type Copy } from './locale.ts';
import { heroMessages } from './messages/hero.ts';
import { installMessages } from './messages/install.ts';

export const APP_NAME = 'Kiraya';
const TAGLINE = 'Rent Anything, Anywhere';
const unreadMessages = (n: number) => countOf(n, { one: 'unread message', other: 'unread messages' }, 'en');
const unreadNotifications = (n: number) => countOf(n, { one: 'unread notification', other: 'unread notifications' }, 'en');

const english = {
  brand: {
    name: APP_NAME,
    tagline: TAGLINE,
    // The home page's tab title, which index.html starts with. Here rather than in messages/titles.ts,
    // so the first page needs none of the other pages' titles.
    documentTitle: `${APP_NAME} – ${TAGLINE}`,
    hindiTagline: 'किराए पर देने और लेने का भरोसेमंद बाज़ार',
    description: 'Rent bikes, cars, cameras, rooms and more from people near you.',
    homeLabel: `${APP_NAME} home`,
  },
  header: {
    searchPlaceholder: 'Search for items to rent...',
    searchLabel: 'Search',
    freeListing: 'Free Listing',
    freeListingShort: 'List',
    login: 'Login',
    signUp: 'Sign Up',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    accountMenu: 'Account menu',
    home: 'Home',
    profile: 'Profile',
    myListings: 'My Listings',
    favorites: 'Favourites',
    signOut: 'Sign out',
    skipToContent: 'Skip to content',
    searchButton: 'Search',
    menuTitle: 'Menu',
    themeHeading: 'Theme',
    // The signed-in header's links and their unread counts, read aloud. Here rather than with the
    // inbox's and the Notifications tab's copy, so a first visit loads neither of those modules.
    messages: 'Messages',
    messagesWithUnread: (n: number) => `Messages, ${unreadMessages(n)}`,
    notifications: 'Notifications',
    notificationsUnread: unreadNotifications,
    accountMenuWithUnread: (n: number) => `Account menu, ${unreadNotifications(n)}`,
  },
  theme: {
    light: 'Light',
    dark: 'Dark',
    system: 'Auto',
    toggleLabel: (current: string) => `Theme: ${current}. Change theme`,
  },
  toasts: {
    /** The toast region's name (screen readers add its shortcut) and each toast's close button: sonner's defaults in English. */
    regionLabel: 'Notifications',
    closeLabel: 'Close toast',
    myListings: { title: 'My Listings', description: 'View and manage your listings in the dashboard' },
  },
  guard: {
    checking: 'Checking authentication...',
    required: 'Authentication Required',
    requiredText: 'Please sign in to view this page.',
    signIn: 'Sign In to Continue',
    signUp: 'Sign Up',
  },
  notFound: {
    heading: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    home: 'Back to Home',
  },
  category: {
    notFound: 'Category Not Found',
  },
  home: {
    browseCategories: 'Browse Categories',
    browseCategoriesText: 'Find what you need from people in your community',
    categoriesLoading: 'Loading categories...',
    categoriesUnavailable: 'Categories will appear here once you are back online.',
  },
  search: {
    title: 'Search Results',
    showingResultsFor: (q: string) => `Showing results for: "${q}"`,
  },
  user: {
    fallbackName: 'User',
    fallbackInitials: 'U',
  },
  /**
   * The two failures a page words without an error code of its own. The server's refusals, read by
   * the server only, are serverMessages.errors (messages/server.ts); the app words those by their code
   * (messages/errors.ts), so this first-visit copy carries none of them.
   */
  /** Said while the code of something the visitor opened (a menu, a dialog) is still on its way. */
  opening: 'Loading...',
  errors: {
    internal: 'Something went wrong on our side. Please try again.',
    network: 'You appear to be offline. Please check your connection and try again.',
  },
} as const;

export type CoreMessages = Copy<typeof english>;
const core: CoreMessages = await localized<CoreMessages>(english, () => import('./messages/hi/first-visit.ts').then((hindi) => ({ default: hindi.core })));

export const messages = { hero: heroMessages, install: installMessages, ...core };
