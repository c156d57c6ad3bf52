/**
 * The moderators' calls (administrators only, policy 'moderation.act'; 401 signed out, 403 for anyone
 * else, before anything is looked up): the open reports by target, dismissing them or warning the
 * user behind them with a reason, hiding a listing and listing it again, the hidden listings, and the
 * moderators' log (all of it, or about one listing or account).
 */
import { apiPaths, reportTargetTypes } from '@shared/api.ts';
import * as v from 'valibot';
import { moderationLogQuerySchema, moderationReasonSchema } from '@shared/schemas/report.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { actOnReports, hiddenListingsFor, hideListingAction, moderationLogFor, reportQueue, restoreListingAction, type ReportAction } from './moderation-service.ts';

const targetTypeParam = v.picklist(reportTargetTypes);

export function moderationRoutes(router: AppRouter): void {
  router.get(apiPaths.adminReports, requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reportQueue(ctx.db, ctx.state.user);
  });

  for (const action of ['dismiss', 'warn'] as const satisfies readonly ReportAction[]) {
    router.post(apiPaths.adminReportAction(':targetType', ':targetId', action), requireUser(), idempotent(), transaction(), async (ctx) => {
      const target = { targetType: parseQuery(targetTypeParam, ctx.params.targetType), targetId: parseQuery(uuidParam, ctx.params.targetId) };
      const payload = parseBody(ctx, moderationReasonSchema);
      ctx.body = await actOnReports(transactionOf(ctx), ctx.state.user, target, action, payload);
    });
  }

  router.get(apiPaths.adminModerationLog, requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { targetId } = parseQuery(moderationLogQuerySchema, ctx.query);
    ctx.body = await moderationLogFor(ctx.db, ctx.state.user, targetId);
  });

  router.get(apiPaths.adminHiddenListings, requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await hiddenListingsFor(ctx.db, ctx.state.user);
  });

  for (const [path, act] of [
    [apiPaths.adminHideListing(':itemId'), hideListingAction],
    [apiPaths.adminRestoreListing(':itemId'), restoreListingAction],
  ] as const) {
    router.post(path, requireUser(), idempotent(), transaction(), async (ctx) => {
      const itemId = parseQuery(uuidParam, ctx.params.itemId);
      ctx.body = await act(transactionOf(ctx), ctx.state.user, itemId, parseBody(ctx, moderationReasonSchema));
    });
  }
}
