/**
 * Razorpay's Orders API (POST {base}/v1/orders, Basic auth key_id:key_secret) with fetch: the amount is
 * in paise, the receipt our payment's id. Any failure is a 502 the buyer can retry; nothing is charged
 * until the checkout runs against the order.
 */
import * as v from 'valibot';
import { paymentMessages } from '@shared/messages/payments.ts';
import type { PaymentSettings } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { GatewayOrder } from './payment-gateway.ts';

/** How long the buyer waits for Razorpay before being told to try again. */
const ORDER_TIMEOUT_MS = 15_000;

const orderAnswer = v.object({ id: v.pipe(v.string(), v.nonEmpty()), amount: v.number(), currency: v.string() });

const unavailable = (cause?: unknown): AppError => {
  const error = new AppError(502, 'payment-gateway-unavailable', paymentMessages.server.gatewayUnavailable);
  if (cause !== undefined) error.cause = cause;
  return error;
};

export function razorpayOrders(settings: Extract<PaymentSettings, { gateway: 'razorpay' }>) {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return async (amountPaise: number, receipt: string, notes: Record<string, string>): Promise<GatewayOrder> => {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}/v1/orders`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
        signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable(error);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw unavailable(new Error(`Razorpay answered ${response.status} to POST /v1/orders: ${text.slice(0, 300)}`));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw unavailable(error);
    }
    const order = v.safeParse(orderAnswer, parsed);
    // An order for another amount would charge the wrong price: refused like an unreachable gateway.
    if (!order.success || order.output.amount !== amountPaise || order.output.currency !== 'INR') {
      throw unavailable(new Error(`Razorpay's order does not match the request: ${text.slice(0, 300)}`));
    }
    return order.output;
  };
}
