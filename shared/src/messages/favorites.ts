/** Copy of the favorites page: the listings kept with the heart, from the device. */
const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

export const favoritesMessages = {
  title: 'Favourites',
  count: (count: number) => plural(count, 'listing saved with the heart', 'listings saved with the heart'),
  loading: 'Loading your favourites...',
  emptyTitle: 'No favourites yet',
  emptyText: 'Tap the heart on any listing to keep it here, even offline.',
  browse: 'Browse listings',
  notOnDevice: (count: number) =>
    `${plural(count, 'favourite is', 'favourites are')} not saved on this device yet. Connect to the internet to see ${count === 1 ? 'it' : 'them'}.`,
} as const;
