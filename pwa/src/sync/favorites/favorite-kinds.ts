/**
 * The favourites operation of the outbox (DESIGN.md §7): a batch of toggles for the signed-in
 * account, sent as POST /api/favorites. Merging is order-free (favorite-merge.ts), so batches need no
 * order among themselves: each has an entity of its own, and one the server refused holds back no other.
 */
import type { FavoriteChangesRequest } from '@shared/api.ts';

declare module '../outbox-types.ts' {
  interface OutboxKinds {
    'favorites.merge': { payload: FavoriteChangesRequest; progress: null };
  }
}

/** Most changes one POST /api/favorites takes (the server's MAX_FAVORITE_CHANGES). */
export const MAX_FAVORITE_CHANGES = 500;

/** A new batch's entity: `favorites:{random}`, see above. */
export const newFavoritesEntity = (): string => `favorites:${crypto.randomUUID()}`;

/** The server takes listing ids only (UUIDs); anything else would have the whole batch refused. */
export const isListingId = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
