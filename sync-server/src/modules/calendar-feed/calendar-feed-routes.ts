/** The listing's private calendar feed: its address (owner only), a reset, and the feed itself (no session). */
import { apiPaths } from '@shared/api.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import type { AppContext, AppRouter } from '../../types.ts';
import { parseQuery, uuidParam } from '../../middleware/validate.ts';
import { feedAddress, feedDocument, resetFeed } from './calendar-feed-service.ts';

/** Where the owner's app reached the server (behind a trusted proxy: the public https address). */
const originOf = (ctx: AppContext): string => `${ctx.protocol}://${ctx.host}`;

export function calendarFeedRoutes(router: AppRouter): void {
  // A read that may write once (the secret, on the first ask): in a transaction like any write.
  router.get('/api/items/:id/calendar-feed', requireUser(), transaction(), async (ctx) => {
    ctx.body = await feedAddress(transactionOf(ctx), signedInUser(ctx), parseQuery(uuidParam, ctx.params.id), originOf(ctx), ctx.config.sessionSecret);
  });

  // Sealed: its answer, kept for a replay, holds the new secret address.
  router.post('/api/items/:id/calendar-feed/reset', requireUser(), idempotent({ sealed: true }), transaction(), async (ctx) => {
    ctx.body = await resetFeed(transactionOf(ctx), signedInUser(ctx), parseQuery(uuidParam, ctx.params.id), originOf(ctx), ctx.config.sessionSecret);
  });

  // Calendar apps fetch this on their own schedule, with no cookie: the secret in the path is the key.
  router.get(apiPaths.calendarFeed(':token'), async (ctx) => {
    const body = await feedDocument(ctx.db, ctx.params.token ?? '');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = body;
  });
}
