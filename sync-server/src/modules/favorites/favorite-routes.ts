/**
 * GET and POST /api/favorites: a signed-in user's favourites, merged across devices.
 */
import { apiPaths } from '@shared/api.ts';
import { favoriteChangesSchema } from '@shared/schemas/favorite.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { favoritesOfUser, mergeFavoriteChanges } from './favorite-service.ts';

export function favoriteRoutes(router: AppRouter): void {
  router.get(apiPaths.favorites, requireUser(), async (ctx) => {
    ctx.body = await favoritesOfUser(ctx.db, signedInUser(ctx));
  });

  // Merging is idempotent by itself (a repeated change never wins over its own stored copy); the
  // key also hands a replay the first answer rather than today's state.
  router.post(apiPaths.favorites, requireUser(), idempotent(), transaction(), async (ctx) => {
    const { changes } = parseBody(ctx, favoriteChangesSchema);
    ctx.body = await mergeFavoriteChanges(transactionOf(ctx), signedInUser(ctx), changes);
  });
}
