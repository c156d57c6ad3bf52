/** SQL for payments, webhook events and paid periods: the only place that knows their columns. */
import type { Knex } from 'knex';
import type { Payment, PaymentStatus, PremiumPackage } from '@shared/api.ts';
import { paymentMessages } from '@shared/messages/payments.ts';

export type PaidTier = 'monthly' | 'yearly';

export interface PaymentRow {
  id: string;
  user_id: string | null;
  package_id: string;
  tier: PaidTier;
  gateway: 'razorpay' | 'test';
  order_id: string;
  payment_id: string | null;
  amount_paise: number;
  currency: string;
  status: PaymentStatus;
  failure_reason: string | null;
  receipt_number: string | null;
  created_at: Date;
  paid_at: Date | null;
}

interface PaymentViewRow extends PaymentRow {
  package_name: string;
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface PackageForSale {
  id: string;
  tier: PremiumPackage['tier'];
  name: string;
  pricePaise: number;
}

export interface PeriodRow {
  tier: PaidTier;
  starts_at: Date;
  ends_at: Date;
  sort_order: number;
}

const IST_OFFSET_MS = 330 * 60 * 1000;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toPayment(row: PaymentViewRow): Payment {
  return {
    id: row.id,
    orderId: row.order_id,
    paymentId: row.payment_id,
    packageId: row.package_id,
    packageName: row.package_name,
    tier: row.tier,
    amountInr: (Number(row.amount_paise) / 100).toFixed(2),
    status: row.status,
    testMode: row.gateway === 'test',
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: iso(row.paid_at),
    receiptNumber: row.receipt_number,
    periodStart: iso(row.starts_at),
    periodEnd: iso(row.ends_at),
    failureReason: row.failure_reason,
  };
}

const paymentView = (db: Knex) =>
  db('payments as p')
    .join('subscription_packages as s', 's.id', 'p.package_id')
    .leftJoin('premium_periods as pp', 'pp.payment_id', 'p.id')
    .select('p.*', 's.name as package_name', 'pp.starts_at', 'pp.ends_at');

/** A package by id with its price in paise (numeric(12,2) rupees, converted without floating point). */
export async function findPackage(db: Knex, id: string): Promise<PackageForSale | undefined> {
  const row: { id: string; tier: PremiumPackage['tier']; name: string; price_inr: string } | undefined = await db('subscription_packages')
    .where({ id })
    .first('id', 'tier', 'name', 'price_inr');
  if (!row) return undefined;
  const [rupees = '0', paise = ''] = String(row.price_inr).split('.');
  return { id: row.id, tier: row.tier, name: row.name, pricePaise: Number(rupees) * 100 + Number(paise.padEnd(2, '0').slice(0, 2)) };
}

export async function insertPayment(
  trx: Knex.Transaction,
  payment: { id: string; userId: string; packageId: string; tier: PaidTier; gateway: 'razorpay' | 'test'; orderId: string; amountPaise: number; at: Date },
): Promise<void> {
  await trx('payments').insert({
    id: payment.id,
    user_id: payment.userId,
    package_id: payment.packageId,
    tier: payment.tier,
    gateway: payment.gateway,
    order_id: payment.orderId,
    amount_paise: payment.amountPaise,
    currency: 'INR',
    status: 'created',
    created_at: payment.at,
  });
}

/** The payment of a gateway order, locked until the transaction ends (activation happens once). */
export async function lockPaymentByOrder(trx: Knex.Transaction, orderId: string): Promise<PaymentRow | undefined> {
  return trx('payments').where({ order_id: orderId }).forUpdate().first<PaymentRow | undefined>();
}

export async function viewPayment(db: Knex, id: string): Promise<Payment> {
  const row: PaymentViewRow | undefined = await paymentView(db).where('p.id', id).first();
  if (!row) throw new Error(`payment ${id} vanished`);
  return toPayment(row);
}

export async function listUserPayments(db: Knex, userId: string): Promise<Payment[]> {
  const rows: PaymentViewRow[] = await paymentView(db).where('p.user_id', userId).orderBy([
    { column: 'p.created_at', order: 'desc' },
    { column: 'p.id', order: 'desc' },
  ]);
  return rows.map(toPayment);
}

/** Marks a payment paid with a receipt number from the sequence ("KIR-2026-000042"). */
export async function markPaid(trx: Knex.Transaction, id: string, paymentId: string, at: Date): Promise<void> {
  const { rows } = (await trx.raw("select nextval('payment_receipt_seq') as n")) as { rows: Array<{ n: string | number }> };
  // The year as it is in India when paid (receipts are Indian documents).
  const year = new Date(at.getTime() + IST_OFFSET_MS).getUTCFullYear();
  const receipt = `${paymentMessages.receiptPrefix}-${year}-${String(rows[0]?.n ?? '').padStart(6, '0')}`;
  await trx('payments').where({ id }).update({ status: 'paid', payment_id: paymentId, paid_at: at, receipt_number: receipt, failure_reason: null });
}

/** Marks an unpaid payment failed; a paid one is never touched (the where clause says so too). */
export async function markFailed(trx: Knex.Transaction, id: string, reason: string, paymentId: string | null): Promise<void> {
  await trx('payments')
    .where({ id })
    .whereNot({ status: 'paid' })
    .update({ status: 'failed', failure_reason: reason, ...(paymentId ? { payment_id: paymentId } : {}) });
}

/** Locks the user's row: two activations for one user run one after the other (renewal order). */
export async function lockUser(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
}

/**
 * Which paid periods count: all of them while the test gateway runs; else only those really paid for
 * (test_mode false). A period bought in test mode never counts once real keys are configured.
 */
export interface PeriodsCounted {
  testMode: boolean;
}

const counted = (query: Knex.QueryBuilder, column: string, { testMode }: PeriodsCounted): Knex.QueryBuilder => (testMode ? query : query.where(column, false));

/** When the user's latest counted period ends, if after `at` (a renewal starts there). */
export async function paidUntil(trx: Knex.Transaction, userId: string, at: Date, periods: PeriodsCounted): Promise<Date | undefined> {
  const row = await counted(trx('premium_periods').where({ user_id: userId }).where('ends_at', '>', at), 'test_mode', periods)
    .max<{ end: Date | string | null } | undefined>('ends_at as end')
    .first();
  return row?.end ? new Date(row.end) : undefined;
}

export async function insertPeriod(trx: Knex.Transaction, period: { userId: string; paymentId: string; tier: PaidTier; startsAt: Date; endsAt: Date; testMode: boolean }): Promise<void> {
  await trx('premium_periods').insert({
    user_id: period.userId,
    payment_id: period.paymentId,
    tier: period.tier,
    starts_at: period.startsAt,
    ends_at: period.endsAt,
    test_mode: period.testMode,
  });
}

/** Every counted period of the user, oldest first, with its plan's rank (sort_order: yearly above monthly). */
export async function userPeriods(trx: Knex.Transaction, userId: string, periods: PeriodsCounted): Promise<PeriodRow[]> {
  const rows: PeriodRow[] = await counted(trx('premium_periods as pp').join('subscription_packages as s', 's.tier', 'pp.tier').where('pp.user_id', userId), 'pp.test_mode', periods)
    .orderBy('pp.starts_at')
    .select('pp.tier', 'pp.starts_at', 'pp.ends_at', 's.sort_order');
  return rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) }));
}

/** Whether the user has any paid period, counted or not. */
export async function hasPeriods(trx: Knex.Transaction, userId: string): Promise<boolean> {
  return (await trx('premium_periods').where({ user_id: userId }).first('payment_id')) !== undefined;
}

/** The users who hold a period bought in test mode. */
export async function usersWithTestPeriods(db: Knex): Promise<string[]> {
  const rows: Array<{ user_id: string }> = await db('premium_periods').where({ test_mode: true }).distinct('user_id');
  return rows.map((row) => row.user_id);
}

export async function setUserPremium(trx: Knex.Transaction, userId: string, tier: string, expiresAt: Date | null): Promise<void> {
  await trx('users').where({ id: userId }).update({ premium_tier: tier, premium_expires_at: expiresAt });
}

/** Records a webhook event id; false when it was already handled (a replay: do nothing). */
export async function recordEvent(trx: Knex.Transaction, event: { id: string; type: string; orderId: string | null; at: Date }): Promise<boolean> {
  const inserted: unknown[] = await trx('payment_events')
    .insert({ event_id: event.id, event_type: event.type, order_id: event.orderId, received_at: event.at })
    .onConflict('event_id')
    .ignore()
    .returning('event_id');
  return inserted.length > 0;
}
