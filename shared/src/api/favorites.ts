/** Favourites, merged across a user's devices by the time each was set. */

export const favoritePaths = {
  /**
   * GET → FavoriteEntry[]: the signed-in user's favourites and removals (tombstones), each with the
   * time it was set. POST {changes: FavoriteChange[]} → FavoriteEntry[]: merges the changes, the
   * latest changedAt winning, and answers the resulting state of the items sent.
   */
  favorites: '/api/favorites',
} as const;

/** One favourite toggle made on a device. */
export interface FavoriteChange {
  itemId: string;
  /** true: added to favourites; false: removed. */
  favorite: boolean;
  /** When the user toggled it, by the device's clock (ISO 8601); the latest change wins. */
  changedAt: string;
}

/** The account's state of one item: a favourite, or a removal kept so other devices learn of it. */
export type FavoriteEntry = FavoriteChange;

/** Body of POST /api/favorites: at most 500 changes; an item may appear more than once. */
export interface FavoriteChangesRequest {
  changes: FavoriteChange[];
}
