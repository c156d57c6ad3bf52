/**
 * The favourites' batches in the outbox ('favorites.merge'), sent as POST /api/favorites. Merging is
 * order-free (favorite-merge.ts), so each batch has an entity of its own and a refused one holds back no other.
 */
import { limits } from '@shared/limits.ts';

/** Most changes one POST /api/favorites takes, as the server's schema says. */
export const MAX_FAVORITE_CHANGES = limits.favoriteChangesMax;

/** A new batch's entity: `favorites:{random}`, see above. */
export const newFavoritesEntity = (): string => `favorites:${crypto.randomUUID()}`;
