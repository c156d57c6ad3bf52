/**
 * The support calls (paths in shared/src/api.ts): a signed-in user's messages to support, and the
 * administrators' queue and answers. Signed out: 401; the admin calls to anyone else: 403
 * (policy 'support.administer'). The queue's next page cursor comes in NEXT_CURSOR_HEADER.
 */
import { apiPaths, NEXT_CURSOR_HEADER } from '@shared/api.ts';
import { adminSupportQuerySchema, supportAnswerPayloadSchema, supportRequestPayloadSchema } from '@shared/schemas/support.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { answerSupport, ownSupportRequests, sendSupportRequest, supportQueuePage } from './support-service.ts';

export function supportRoutes(router: AppRouter): void {
  router.get(apiPaths.support, requireUser(), async (ctx) => {
    ctx.body = await ownSupportRequests(ctx.db, signedInUser(ctx));
  });

  router.post(apiPaths.support, requireUser(), idempotent(), transaction(), async (ctx) => {
    const payload = parseBody(ctx, supportRequestPayloadSchema);
    ctx.status = 201;
    ctx.body = await sendSupportRequest(transactionOf(ctx), signedInUser(ctx), payload);
  });

  router.get(apiPaths.adminSupport, requireUser(), async (ctx) => {
    const query = parseQuery(adminSupportQuerySchema, ctx.query);
    const page = await supportQueuePage(ctx.db, ctx.state.user, query);
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    ctx.body = page.rows;
  });

  router.post(apiPaths.adminSupportAnswer(':id'), requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = parseQuery(uuidParam, ctx.params.id);
    const payload = parseBody(ctx, supportAnswerPayloadSchema);
    ctx.body = await answerSupport(transactionOf(ctx), ctx.state.user, id, payload);
  });
}
