/** The saved-search calls (paths in shared/src/api.ts): the signed-in user's own saved searches. Signed out: 401. */
import { apiPaths } from '@shared/api.ts';
import { savedSearchPayloadSchema } from '@shared/schemas/saved-search.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { deleteSavedSearchOf, savedSearchesOf, saveSearch } from './saved-search-service.ts';

export function savedSearchRoutes(router: AppRouter): void {
  router.get(apiPaths.savedSearches, requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await savedSearchesOf(ctx.db, signedInUser(ctx));
  });

  router.post(apiPaths.savedSearches, requireUser(), idempotent(), transaction(), async (ctx) => {
    const payload = parseBody(ctx, savedSearchPayloadSchema);
    const { search, created } = await saveSearch(transactionOf(ctx), signedInUser(ctx), payload);
    ctx.status = created ? 201 : 200;
    ctx.body = search;
  });

  router.delete(apiPaths.savedSearch(':id'), requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = parseQuery(uuidParam, ctx.params.id);
    await deleteSavedSearchOf(transactionOf(ctx), signedInUser(ctx), id);
    ctx.status = 204;
  });
}
