/**
 * The built-in test gateway's orders (no provider keys configured): made locally, never charged. Its
 * "checkout" is POST /api/payments/test-checkout (test-checkout-service.ts), which signs the result
 * with the test secret exactly as Razorpay's checkout signs with the key secret.
 */
import { randomBytes } from 'node:crypto';
import type { GatewayOrder } from './payment-gateway.ts';

export const newTestId = (prefix: 'order_test_' | 'pay_test_'): string => `${prefix}${randomBytes(9).toString('base64url')}`;

export function testOrders() {
  return async (amountPaise: number): Promise<GatewayOrder> => ({ id: newTestId('order_test_'), amount: amountPaise, currency: 'INR' });
}
