/**
 * GET and POST /api/favorites (DESIGN.md §7): a signed-in user's favourites, merged across devices.
 * The body's schema lives here until the PWA's outbox needs it in shared/ (CONVENTIONS.md §1).
 */
import * as v from 'valibot';
import { apiPaths } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { listFavorites } from './favorite-repo.ts';
import { MAX_FAVORITE_CHANGES, mergeFavoriteChanges } from './favorite-service.ts';

/** A calendar day that exists: Date.parse rolls 30 February over to March rather than refusing it. */
const isRealDay = (text: string): boolean => {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day && !Number.isNaN(Date.parse(text));
};

const copy = serverMessages.favoriteChanges;

const changedAt = v.pipe(v.string(copy.changedAtType), v.isoTimestamp(copy.changedAt), v.check(isRealDay, copy.changedAt));

export const favoriteChangesSchema = v.object({
  changes: v.pipe(
    v.array(
      v.object({
        itemId: v.pipe(v.string(copy.itemId), v.uuid(copy.itemId)),
        favorite: v.boolean(copy.favorite),
        changedAt,
      }),
      copy.list,
    ),
    v.minLength(1, copy.empty),
    v.maxLength(MAX_FAVORITE_CHANGES, copy.tooMany(MAX_FAVORITE_CHANGES)),
  ),
});

export function favoriteRoutes(router: AppRouter): void {
  router.get(apiPaths.favorites, requireUser(), async (ctx) => {
    ctx.body = await listFavorites(ctx.db, signedInUser(ctx).id);
  });

  // Merging is idempotent by itself (a repeated change never wins over its own stored copy); the
  // key also hands a replay the first answer rather than today's state.
  router.post(apiPaths.favorites, requireUser(), idempotent(), transaction(), async (ctx) => {
    const { changes } = parseBody(ctx, favoriteChangesSchema);
    ctx.body = await mergeFavoriteChanges(transactionOf(ctx), signedInUser(ctx), changes);
  });
}
