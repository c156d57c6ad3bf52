/**
 * The premium calls: the plans, an order for one, the built-in test gateway's checkout,
 * the verification of a checkout's signed result, and the payments history. Online only: a payment
 * is never queued in the outbox (a checkout needs the provider's page, and a queued one could charge
 * twice). Writes carry an Idempotency-Key like the app's other mutations.
 */
import { apiPaths, type Payment, type PaymentOrder, type PaymentResult, type PaymentVerifyPayload, type PremiumPackage, type TestCheckoutAnswer } from '@shared/api.ts';
import { apiGet, apiPost } from '@pwa/lib/api-client.ts';

const writeHeaders = (): Record<string, string> => ({ 'Idempotency-Key': crypto.randomUUID() });

export type TestOutcome = 'paid' | 'failed';

export const fetchPackages = (signal?: AbortSignal): Promise<PremiumPackage[]> => apiGet<PremiumPackage[]>(apiPaths.subscriptionPackages, signal);

export const createOrder = (packageId: string): Promise<PaymentOrder> => apiPost<PaymentOrder>(apiPaths.paymentOrders, { packageId }, writeHeaders());

/** The test gateway's checkout: the signed result for `paid`; a failed one answers an error. */
export const testCheckout = (orderId: string, outcome: TestOutcome): Promise<TestCheckoutAnswer> =>
  apiPost<TestCheckoutAnswer>(apiPaths.paymentTestCheckout, { orderId, outcome }, writeHeaders());

export const verifyPayment = (payload: PaymentVerifyPayload): Promise<PaymentResult> => apiPost<PaymentResult>(apiPaths.paymentVerify, payload, writeHeaders());

export const fetchPayments = (signal?: AbortSignal): Promise<Payment[]> => apiGet<Payment[]>(apiPaths.payments, signal);
