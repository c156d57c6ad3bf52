/** Copy of the favorites page: the listings kept with the heart, from the device. */
import { countOf, pluralOf } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const plural = (count: number, one: string, other: string): string => countOf(count, { one, other }, 'en');

const english = {
  title: 'Favourites',
  count: (count: number) => plural(count, 'listing saved with the heart', 'listings saved with the heart'),
  loading: 'Loading your favourites...',
  emptyTitle: 'No favourites yet',
  emptyText: 'Tap the heart on any listing to keep it here, even offline.',
  browse: 'Browse listings',
  notOnDevice: (count: number) =>
    `${plural(count, 'favourite is', 'favourites are')} not saved on this device yet. Connect to the internet to see ${pluralOf(count, { one: 'it', other: 'them' }, 'en')}.`,
} as const;

export type FavoritesMessages = Copy<typeof english>;
export const favoritesMessages: FavoritesMessages = await localized<FavoritesMessages>(english, () => import('./hi/favorites.ts'));
