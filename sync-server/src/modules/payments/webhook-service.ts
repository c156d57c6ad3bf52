/**
 * The gateway's webhook: Razorpay POSTs events signed with the webhook secret (HMAC-SHA256
 * of the raw body, X-Razorpay-Signature). payment.captured and order.paid activate the order's plan,
 * payment.failed marks an unpaid payment failed. Events may come late, twice or out of order:
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import * as v from 'valibot';
import { paymentMessages } from '@shared/messages/payments.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { activatePayment } from './activation.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { lockPaymentByOrder, markFailed, recordEvent } from './payment-repo.ts';

/*
 * - each event's identity, read from its signed body (the event and the payment, else the order, it
 *   is about), is recorded in the transaction that handles it, so a replay does nothing, and a failure
 *   rolls the record back with everything else (the gateway retries). Not X-Razorpay-Event-Id: the
 *   signature does not cover headers, so a replayed body could come with a fresh one;
 * - activation is once per payment whatever proves it first (activation.ts), so a webhook before or
 *   after the buyer's verify, or both captured and order.paid, activate once;
 * - a failure never downgrades a paid payment (payment-repo.ts markFailed).
 *
 * A bad signature writes nothing. A valid event about an order this server did not make (another site
 * on the same Razorpay account), or of a type it does not use, is answered 200 so it is not retried.
 */

const m = paymentMessages.server;

const entity = <T extends v.ObjectEntries>(entries: T) => v.optional(v.object({ entity: v.looseObject(entries) }));

const paymentEntity = {
  id: v.string(),
  order_id: v.optional(v.nullable(v.string())),
  amount: v.optional(v.number()),
  currency: v.optional(v.string()),
  error_description: v.optional(v.nullable(v.string())),
};

const eventSchema = v.looseObject({
  event: v.string(),
  payload: v.optional(
    v.looseObject({
      payment: entity(paymentEntity),
      order: entity({ id: v.string(), amount_paid: v.optional(v.number()) }),
    }),
  ),
});

export type WebhookOutcome = 'activated' | 'already-paid' | 'marked-failed' | 'duplicate' | 'ignored';

export interface WebhookRequest {
  rawBody: Buffer;
  signature: string;
  eventId: string;
}

/** Checks the signature before anything is read or written: a forged call costs one HMAC. */
export function checkWebhook(gateway: PaymentGateway, request: WebhookRequest): WebhookEvent {
  if (!gateway.acceptsWebhooks) throw new AppError(404, 'not-found', m.webhookNotConfigured);
  if (!gateway.verifyWebhookSignature(request.rawBody, request.signature)) throw new AppError(400, 'payment-signature-invalid', m.webhookSignatureInvalid);
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw new AppError(400, 'invalid-input', m.webhookBody);
  }
  const event = v.safeParse(eventSchema, parsed);
  if (!event.success) throw new AppError(400, 'invalid-input', m.webhookBody);
  return event.output;
}

export type WebhookEvent = v.InferOutput<typeof eventSchema>;

/** What to de-duplicate by, from the signed body only: the event and what it is about, else the body's digest. */
export function eventKeyOf(event: WebhookEvent, rawBody: Buffer): string {
  const about = event.payload?.payment?.entity.id ?? event.payload?.order?.entity.id;
  return about ? `${event.event}:${about}` : `body:${createHash('sha256').update(rawBody).digest('hex')}`;
}

export async function handleWebhook(trx: Knex.Transaction, log: Logger, eventId: string, event: WebhookEvent): Promise<WebhookOutcome> {
  const payment = event.payload?.payment?.entity;
  const orderId = event.payload?.order?.entity.id ?? payment?.order_id ?? null;
  if (!(await recordEvent(trx, { id: eventId, type: event.event, orderId, at: now() }))) return 'duplicate';
  const relevant = event.event === 'payment.captured' || event.event === 'order.paid' || event.event === 'payment.failed';
  if (!relevant || !orderId || !payment) return 'ignored';
  const row = await lockPaymentByOrder(trx, orderId);
  if (!row) return 'ignored';
  if (event.event === 'payment.failed') {
    if (row.status === 'paid') return 'already-paid';
    await markFailed(trx, row.id, payment.error_description || paymentMessages.failureReasons.gatewayFailed, payment.id);
    return 'marked-failed';
  }
  // The amount captured must be the price of the order: anything else is looked into, never activated.
  if ((payment.amount !== undefined && payment.amount !== row.amount_paise) || (payment.currency !== undefined && payment.currency !== row.currency)) {
    log.warn({ orderId, eventId, amount: payment.amount, expected: row.amount_paise }, 'payment webhook amount does not match the order; not activated');
    return 'ignored';
  }
  return (await activatePayment(trx, row, payment.id)) ? 'activated' : 'already-paid';
}
