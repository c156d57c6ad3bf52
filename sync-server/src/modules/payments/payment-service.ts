/**
 * The buyer's payment calls: make an order for a paid plan, verify the checkout's signed
 * result, and read the history. The test gateway's checkout is in test-checkout-service.ts, the
 * gateway's webhook in webhook-service.ts; both activate through activation.ts as verify does.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { Payment, PaymentOrder, PaymentResult, PaymentVerifyPayload, User } from '@shared/api.ts';
import { paymentMessages } from '@shared/messages/payments.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { Commit } from '../../middleware/transaction.ts';
import { can } from '../../policy/policy.ts';
import { findUserById } from '../users/index.ts';
import { activatePayment } from './activation.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { findPackage, insertPayment, listUserPayments, lockPaymentByOrder, viewPayment, type PaymentRow } from './payment-repo.ts';

const m = paymentMessages.server;

export const paymentNotFound = (): AppError => new AppError(404, 'not-found', m.notFound);

const badPackage = (message: string): AppError => new AppError(400, 'invalid-input', message, { packageId: message });

/**
 * POST /api/payments/orders: an order at the gateway for the package's price in paise, recorded as
 * 'created'. The gateway is called before the transaction opens (a slow gateway must not hold the
 * database); an order whose record then fails to commit is simply never paid.
 */
export async function createOrder(db: Knex, commit: Commit, gateway: PaymentGateway, user: User, packageId: string): Promise<PaymentOrder> {
  const plan = await findPackage(db, packageId);
  if (!plan) throw badPackage(m.unknownPackage);
  if (plan.tier === 'free' || plan.pricePaise <= 0) throw badPackage(m.freePlan);
  const tier = plan.tier;
  const id = uuidv7();
  const order = await gateway.createOrder(plan.pricePaise, id, { paymentId: id, userId: user.id, tier });
  await commit((trx) =>
    insertPayment(trx, { id, userId: user.id, packageId: plan.id, tier, gateway: gateway.name, orderId: order.id, amountPaise: plan.pricePaise, at: now() }),
  );
  return { orderId: order.id, amount: plan.pricePaise, currency: 'INR', keyId: gateway.keyId, testMode: gateway.testMode, packageId: plan.id, packageName: plan.name };
}

/** The caller's own payment of an order, locked; anyone else's, or an unknown order, is a 404. */
export async function lockOwnPayment(trx: Knex.Transaction, user: User, orderId: string): Promise<PaymentRow> {
  const payment = await lockPaymentByOrder(trx, orderId);
  if (!payment || !can(user, 'payment.own', { userId: payment.user_id })) throw paymentNotFound();
  return payment;
}

/**
 * POST /api/payments/verify: the checkout's signature proves the payment; the plan is activated once.
 * A repeat (or a verify after the webhook activated it) answers the same paid payment. A signature that
 * does not match — or an order made through another gateway than the one configured now — is a 400
 * and changes nothing.
 */
export async function verifyPayment(trx: Knex.Transaction, gateway: PaymentGateway, user: User, payload: PaymentVerifyPayload): Promise<PaymentResult> {
  const payment = await lockOwnPayment(trx, user, payload.orderId);
  if (payment.gateway !== gateway.name || !gateway.verifyCheckoutSignature(payload.orderId, payload.paymentId, payload.signature)) {
    throw new AppError(400, 'payment-signature-invalid', m.signatureInvalid);
  }
  await activatePayment(trx, payment, payload.paymentId);
  return resultOf(trx, payment.id, user.id);
}

export async function resultOf(trx: Knex.Transaction, paymentId: string, userId: string): Promise<PaymentResult> {
  const user = await findUserById(trx, userId);
  if (!user) throw paymentNotFound();
  return { payment: await viewPayment(trx, paymentId), user };
}

export async function ownPayments(db: Knex, user: User): Promise<Payment[]> {
  return listUserPayments(db, user.id);
}
