/** Paid plans and their payments: paths and shapes. */
import type { ApiErrorBody } from './http.ts';
import type { User } from './users.ts';

export const paymentPaths = {
  subscriptionPackages: '/api/subscription-packages',
  /** POST { packageId } → 201 PaymentOrder: an order at the gateway for one paid plan, in paise. */
  paymentOrders: '/api/payments/orders',
  /** POST PaymentVerifyPayload → PaymentResult: the checkout's signed result; activates the plan once. */
  paymentVerify: '/api/payments/verify',
  /** POST, the gateway's webhook (raw body signed with the webhook secret; no session, no CSRF check). */
  paymentWebhook: '/api/payments/webhook',
  /** GET → Payment[]: the user's payments with their receipts, newest first. */
  payments: '/api/payments',
  /**
   * POST { orderId, outcome: 'paid' | 'failed' } → TestCheckoutAnswer (PaymentVerifyPayload | { error }): the built-in test
   * gateway's checkout (only when no provider keys are configured: testMode). 404 otherwise.
   */
  paymentTestCheckout: '/api/payments/test-checkout',
} as const;

export interface PremiumPackage {
  id: string;
  tier: 'free' | 'monthly' | 'yearly';
  name: string;
  priceInr: string;
  features: string[];
  maxPhotos: number;
  maxVideoSizeMb: number;
  /** Whether this plan can be bought here now: never the free one, and no plan while payments are off. */
  payable: boolean;
}

/** POST /api/payments/orders answers what the checkout needs. */
export interface PaymentOrder {
  /** The gateway's order id (Razorpay's `order_…`). */
  orderId: string;
  /** In paise (₹3,999 = 399900). */
  amount: number;
  currency: 'INR';
  /** The gateway's public key id, for its checkout; the test gateway's is `rzp_test_kiraya`. */
  keyId: string;
  /** No provider keys are configured: the built-in test gateway; nothing is charged. */
  testMode: boolean;
  packageId: string;
  packageName: string;
}

/** The checkout's signed result, as Razorpay's checkout hands it to the page. */
export interface PaymentVerifyPayload {
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * What POST /api/payments/test-checkout answers (200 either way): the signed result to verify, or,
 * for outcome 'failed', `error` with code 'payment-failed' (the payment is recorded as failed).
 */
export type TestCheckoutAnswer = PaymentVerifyPayload | { error: ApiErrorBody };

export type PaymentStatus = 'created' | 'paid' | 'failed';

/** One payment in the user's history, with its receipt once paid. */
export interface Payment {
  id: string;
  orderId: string;
  paymentId: string | null;
  packageId: string;
  packageName: string;
  tier: 'monthly' | 'yearly';
  /** Rupees, a decimal string ("3999.00"). */
  amountInr: string;
  status: PaymentStatus;
  testMode: boolean;
  createdAt: string;
  paidAt: string | null;
  /** Receipt number once paid, e.g. "KIR-2026-000042". */
  receiptNumber: string | null;
  /** The paid period this payment bought (a renewal starts where the current one ends). */
  periodStart: string | null;
  periodEnd: string | null;
  failureReason: string | null;
}

/** What POST /api/payments/verify answers: the payment and the user as they are now. */
export interface PaymentResult {
  payment: Payment;
  user: User;
}
