/** POST /api/contact-interactions: signed in or not. */
import { apiPaths } from '@shared/api.ts';
import { contactInteractionPayloadSchema } from '@shared/schemas/contact.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { recordContactInteraction } from './contact-service.ts';

export function contactRoutes(router: AppRouter): void {
  router.post(apiPaths.contactInteractions, idempotent(), transaction(), async (ctx) => {
    const payload = parseBody(ctx, contactInteractionPayloadSchema);
    ctx.status = 201;
    ctx.body = await recordContactInteraction(transactionOf(ctx), ctx.state.user, ctx.ip, payload);
  });
}
