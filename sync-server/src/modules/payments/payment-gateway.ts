/**
 * The payment gateway behind one small interface: Razorpay over fetch with a
 * configurable base address (its SDK hard-codes the host), or the built-in test gateway
 * when no keys are configured (and payments are not off: config.ts). Both sign the same way, so the routes and services never ask which.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymentMessages } from '@shared/messages/payments.ts';
import type { PaymentSettings } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { PeriodsCounted } from './payment-repo.ts';
import { razorpayOrders } from './razorpay-orders.ts';
import { testOrders } from './test-orders.ts';

export interface GatewayOrder {
  id: string;
  /** In paise. */
  amount: number;
  currency: string;
}

export interface PaymentGateway {
  /** How payments made through it are recorded ('test' ones are labelled test mode everywhere). */
  readonly name: 'razorpay' | 'test';
  readonly testMode: boolean;
  /** The public key id the checkout is opened with. */
  readonly keyId: string;
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<GatewayOrder>;
  /** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** The webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret; false without one. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /** Whether webhooks can be checked at all (a webhook secret is configured). */
  readonly acceptsWebhooks: boolean;
}

export const hmacHex = (secret: string, data: string | Buffer): string => createHmac('sha256', secret).update(data).digest('hex');

/** Compares a hex signature in constant time; anything that is not 64 hex characters is simply wrong. */
export function signatureMatches(expectedHex: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** The checkout signature a gateway issues for a paid order (the test gateway's checkout uses it). */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string): string => hmacHex(keySecret, `${orderId}|${paymentId}`);

type GatewaySettings = Exclude<PaymentSettings, { gateway: 'off' }>;

const gateways = new WeakMap<GatewaySettings, PaymentGateway>();

/** Payments are off on this server (production without payment keys): nothing can be bought. */
export const paymentsUnavailable = (): AppError => new AppError(503, 'payments-unavailable', paymentMessages.server.unavailable);

/** Which paid periods count under this configuration: test-mode ones only while the test gateway runs. */
export const periodsCounted = (settings: PaymentSettings): PeriodsCounted => ({ testMode: settings.gateway === 'test' });

/** The gateway the configuration names, made once per configuration; with payments off, a 503. */
export function gatewayOf(settings: PaymentSettings): PaymentGateway {
  if (settings.gateway === 'off') throw paymentsUnavailable();
  let gateway = gateways.get(settings);
  if (!gateway) {
    gateway = makeGateway(settings);
    gateways.set(settings, gateway);
  }
  return gateway;
}

function makeGateway(settings: GatewaySettings): PaymentGateway {
  const { keySecret, webhookSecret } = settings;
  return {
    name: settings.gateway,
    testMode: settings.gateway === 'test',
    keyId: settings.keyId,
    acceptsWebhooks: webhookSecret !== undefined,
    createOrder: settings.gateway === 'razorpay' ? razorpayOrders(settings) : testOrders(),
    verifyCheckoutSignature: (orderId, paymentId, signature) => signatureMatches(checkoutSignature(keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => webhookSecret !== undefined && signatureMatches(hmacHex(webhookSecret, rawBody), signature),
  };
}
