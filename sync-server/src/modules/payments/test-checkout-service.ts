/**
 * The built-in test gateway's checkout (no provider keys configured): stands in for Razorpay's checkout
 * page. 'paid' answers the signed result Razorpay's checkout would hand the page (the PWA then verifies
 * it like a real one); 'failed' marks the payment failed, as Razorpay's payment.failed webhook would.
 */
import type { Knex } from 'knex';
import type { PaymentVerifyPayload, User } from '@shared/api.ts';
import { paymentMessages } from '@shared/messages/payments.ts';
import { checkoutSignature } from './payment-gateway.ts';
import { markFailed } from './payment-repo.ts';
import { lockOwnPayment, paymentNotFound } from './payment-service.ts';
import { newTestId } from './test-orders.ts';

export type TestCheckoutOutcome = { paid: PaymentVerifyPayload } | { failed: true };

export async function testCheckout(trx: Knex.Transaction, testSecret: string, user: User, orderId: string, outcome: 'paid' | 'failed'): Promise<TestCheckoutOutcome> {
  const payment = await lockOwnPayment(trx, user, orderId);
  // An order made through Razorpay (before the keys were removed) cannot be completed here.
  if (payment.gateway !== 'test') throw paymentNotFound();
  if (outcome === 'failed') {
    // A paid payment stays paid: markFailed never touches one.
    await markFailed(trx, payment.id, paymentMessages.failureReasons.testSimulated, null);
    return { failed: true };
  }
  const paymentId = payment.payment_id ?? newTestId('pay_test_');
  return { paid: { orderId, paymentId, signature: checkoutSignature(testSecret, orderId, paymentId) } };
}
