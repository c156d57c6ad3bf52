/**
 * The push calls: the VAPID public key browsers subscribe with, and a device turning
 * alerts on (POST) or off (DELETE) for the signed-in account.
 */
import { apiPaths, type PushPublicKey } from '@shared/api.ts';
import { pushSubscriptionPayloadSchema, pushUnsubscribePayloadSchema } from '@shared/schemas/push.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { removePushSubscription, savePushSubscription } from './push-subscription-service.ts';

export function pushRoutes(router: AppRouter): void {
  router.get(apiPaths.pushPublicKey, async (ctx) => {
    const body: PushPublicKey = { publicKey: ctx.config.vapid.publicKey };
    ctx.body = body;
  });

  router.post(apiPaths.pushSubscriptions, requireUser(), idempotent(), transaction(), async (ctx) => {
    const subscription = parseBody(ctx, pushSubscriptionPayloadSchema);
    await savePushSubscription(transactionOf(ctx), signedInUser(ctx), subscription, ctx.config.pushServiceHosts);
    ctx.status = 201;
    ctx.body = { endpoint: subscription.endpoint };
  });

  router.delete(apiPaths.pushSubscriptions, requireUser(), idempotent(), transaction(), async (ctx) => {
    const { endpoint } = parseBody(ctx, pushUnsubscribePayloadSchema);
    await removePushSubscription(transactionOf(ctx), signedInUser(ctx), endpoint);
    ctx.status = 204;
  });
}
