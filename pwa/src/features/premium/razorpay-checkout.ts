/**
 * Razorpay's checkout (India's usual provider for rupee payments: cards, UPI, net banking, wallets),
 * loaded on demand the first time someone pays, never on a first visit. The server's
 * CSP allows its script, frame and API host. Its handler hands over the signed result the server
 * verifies; a failed payment and a closed checkout are told apart so the user gets the right message.
 */
import type { PaymentOrder, PaymentVerifyPayload, User } from '@shared/api.ts';
import { APP_NAME } from '@shared/messages.ts';
import { planText } from './plan-text.ts';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact?: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/** Adds the checkout script once; resolves with its constructor, rejects when it cannot load. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.addEventListener('load', () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load'))));
    script.addEventListener('error', () => reject(new Error('Razorpay did not load')));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined; // a later try adds the script again
    throw error;
  });
  return loading;
}

export type ProviderOutcome = { kind: 'paid'; payload: PaymentVerifyPayload } | { kind: 'failed' } | { kind: 'dismissed' };

/**
 * Opens the checkout for an order; resolves once with how it ended. A failed attempt leaves the
 * checkout open for another try, so only its closing (without a payment) ends it as failed.
 */
export function openRazorpay(Razorpay: RazorpayConstructor, order: PaymentOrder, user: User): Promise<ProviderOutcome> {
  return new Promise((resolve) => {
    let failed = false;
    let settled = false;
    const settle = (outcome: ProviderOutcome): void => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      name: APP_NAME,
      description: planText(order.packageName),
      prefill: { name: user.fullName ?? user.username, email: user.email, ...(user.phone ? { contact: user.phone } : {}) },
      handler: (response) =>
        settle({ kind: 'paid', payload: { orderId: response.razorpay_order_id, paymentId: response.razorpay_payment_id, signature: response.razorpay_signature } }),
      modal: { ondismiss: () => settle(failed ? { kind: 'failed' } : { kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', () => {
      failed = true;
    });
    checkout.open();
  });
}
