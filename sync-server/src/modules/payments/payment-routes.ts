/**
 * The payment calls (paths in shared/src/api.ts). Thin: rules live in the services. Orders
 * call the gateway before their transaction opens (transactionWhenReady); the webhook reads its raw
 * body (json-body.ts leaves it alone) and de-duplicates by the event its signed body names instead of
 * Idempotency-Key.
 */
import getRawBody from 'raw-body';
import { apiPaths, type TestCheckoutAnswer } from '@shared/api.ts';
import { paymentMessages } from '@shared/messages/payments.ts';
import { orderRequestSchema, testCheckoutRequestSchema, verifyPaymentRequestSchema } from '@shared/schemas/payment.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { commitOf, transaction, transactionOf, transactionWhenReady } from '../../middleware/transaction.ts';
import { parseBody } from '../../middleware/validate.ts';
import type { AppContext, AppRouter } from '../../types.ts';
import { gatewayOf } from './payment-gateway.ts';
import { createOrder, ownPayments, verifyPayment } from './payment-service.ts';
import { testCheckout } from './test-checkout-service.ts';
import { checkWebhook, eventKeyOf, handleWebhook } from './webhook-service.ts';


/** Razorpay's events are a few kilobytes; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

async function rawBodyOf(ctx: AppContext): Promise<Buffer> {
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
  if (encoding && encoding !== 'identity') throw new AppError(415, 'unsupported-encoding', serverMessages.errors.unsupportedType);
  return getRawBody(ctx.req, { limit: WEBHOOK_BODY_LIMIT });
}

export function paymentRoutes(router: AppRouter): void {
  router.get(apiPaths.payments, requireUser(), async (ctx) => {
    ctx.body = await ownPayments(ctx.db, signedInUser(ctx));
  });

  router.post(apiPaths.paymentOrders, requireUser(), idempotent(), transactionWhenReady(), async (ctx) => {
    const { packageId } = parseBody(ctx, orderRequestSchema);
    const order = await createOrder(ctx.db, commitOf(ctx), gatewayOf(ctx.config.payments), signedInUser(ctx), packageId);
    ctx.status = 201;
    ctx.body = order;
  });

  router.post(apiPaths.paymentVerify, requireUser(), idempotent(), transaction(), async (ctx) => {
    ctx.body = await verifyPayment(transactionOf(ctx), gatewayOf(ctx.config.payments), signedInUser(ctx), parseBody(ctx, verifyPaymentRequestSchema));
  });

  router.post(apiPaths.paymentTestCheckout, requireUser(), idempotent(), transaction(), async (ctx) => {
    const settings = ctx.config.payments;
    // With provider keys configured this call does not exist.
    if (settings.gateway !== 'test') throw new AppError(404, 'not-found', serverMessages.errors.apiNotFound);
    const { orderId, outcome } = parseBody(ctx, testCheckoutRequestSchema);
    const answer = await testCheckout(transactionOf(ctx), settings.keySecret, signedInUser(ctx), orderId, outcome);
    // A failure is an answer, not an error: it is recorded (a refused request changes nothing) and the
    // PWA shows it as Razorpay's checkout shows a declined payment.
    const body: TestCheckoutAnswer = 'paid' in answer ? answer.paid : { error: { code: 'payment-failed', message: paymentMessages.server.testFailed } };
    ctx.body = body;
  });

  // No session or Idempotency-Key: the gateway calls it, signed; replays are de-duplicated by the event the body names.
  // The body is read and its signature checked before the transaction opens (a slow or forged sender
  // holds no connection).
  router.post(apiPaths.paymentWebhook, transactionWhenReady(), async (ctx) => {
    const request = { rawBody: await rawBodyOf(ctx), signature: ctx.get('X-Razorpay-Signature'), eventId: ctx.get('X-Razorpay-Event-Id') };
    const gateway = gatewayOf(ctx.config.payments);
    const event = checkWebhook(gateway, request);
    const outcome = await commitOf(ctx)((trx) => handleWebhook(trx, ctx.state.log, eventKeyOf(event, request.rawBody), event));
    ctx.state.log.info({ event: event.event, eventId: request.eventId, outcome }, 'payment webhook');
    ctx.body = { received: true, outcome };
  });
}
