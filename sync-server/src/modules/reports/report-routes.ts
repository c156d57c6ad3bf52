/** POST /api/reports: a signed-in user reports a listing, a user or a message. */
import { apiPaths } from '@shared/api.ts';
import { reportSchema } from '@shared/schemas/report.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { fileReport } from './report-service.ts';

export function reportRoutes(router: AppRouter): void {
  router.post(apiPaths.reports, requireUser(), idempotent(), transaction(), async (ctx) => {
    const payload = parseBody(ctx, reportSchema);
    ctx.status = 201;
    ctx.body = await fileReport(transactionOf(ctx), signedInUser(ctx), payload);
  });
}
