/** Bodies of the payment calls: an order for a plan, its payment's verification, and the test gateway's checkout. */
import * as v from 'valibot';
import { paymentMessages } from '../messages/payments.ts';

const m = paymentMessages.server;

/** Gateway ids: Razorpay's `order_…` / `pay_…`, the test gateway's `order_test_…`. */
const gatewayId = (name: string) => v.pipe(v.string(m.idRequired(name)), v.nonEmpty(m.idRequired(name)), v.maxLength(100, m.idRequired(name)), v.regex(/^[A-Za-z0-9_-]+$/, m.idRequired(name)));

export const orderRequestSchema = v.object({ packageId: v.pipe(v.string(m.unknownPackage), v.uuid(m.unknownPackage)) });

export const verifyPaymentRequestSchema = v.object({
  orderId: gatewayId('orderId'),
  paymentId: gatewayId('paymentId'),
  signature: v.pipe(v.string(m.idRequired('signature')), v.maxLength(200, m.signatureInvalid)),
});

export const testCheckoutRequestSchema = v.object({ orderId: gatewayId('orderId'), outcome: v.picklist(['paid', 'failed'], m.outcome) });
