/**
 * What the server answers about paid plans: the payment calls' errors and the failure
 * reasons kept on a payment. The PWA's own copy of the Go Premium tab is in premium.ts.
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  server: {
    notFound: 'Payment not found',
    freePlan: 'The free plan needs no payment. Choose a monthly or yearly plan.',
    unknownPackage: 'This plan does not exist. Reload the plans and choose again.',
    signatureInvalid: 'This payment could not be verified: its signature does not match. Your plan has not changed.',
    webhookSignatureInvalid: 'The webhook signature does not match.',
    webhookNotConfigured: 'Webhooks are not set up on this server (RAZORPAY_WEBHOOK_SECRET).',
    webhookBody: 'The webhook body must be a JSON event.',
    gatewayUnavailable: 'The payment service could not be reached. Nothing was charged; please try again in a moment.',
    idRequired: (field: string) => `${field} is required: the checkout's ${field} as the payment service gave it`,
    outcome: 'outcome must be paid or failed',
    testFailed: 'The test payment failed (simulated). Nothing was charged and your plan has not changed.',
    unavailable: 'Payments are not available on this site yet. Nothing was charged and your plan has not changed.',
  },
  /** Kept on a failed payment and shown in the history. */
  failureReasons: {
    testSimulated: 'Simulated failure in test mode',
    gatewayFailed: 'The payment failed at the payment provider',
  },
  receiptPrefix: 'KIR',
} as const;

export type PaymentMessages = Copy<typeof english>;
export const paymentMessages: PaymentMessages = await localized<PaymentMessages>(english, () => import('./hi/payments.ts'));
