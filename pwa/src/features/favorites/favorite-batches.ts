/**
 * The favorites' batches in the outbox (kind 'favorites.merge', favorites-executor.ts): toggles for the
 * signed-in account, sent as POST /api/favorites. Merging is order-free (favorite-merge.ts), so
 * batches need no order among themselves: each has an entity of its own, and one the server refused
 * holds back no other.
 */

/** Most changes one POST /api/favorites takes (the server's MAX_FAVORITE_CHANGES). */
export const MAX_FAVORITE_CHANGES = 500;

/** A new batch's entity: `favorites:{random}`, see above. */
export const newFavoritesEntity = (): string => `favorites:${crypto.randomUUID()}`;
