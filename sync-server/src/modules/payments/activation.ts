/**
 * Activating a paid plan, exactly once (issue 14): whichever proof comes first — the checkout's
 * signature (verify) or the gateway's webhook — marks the payment paid and adds the period it bought;
 * the other finds it paid and does nothing. The payment's row is locked for the whole step, and
 * premium_periods.payment_id is unique, so even two racing proofs cannot activate twice.
 *
 * Premium is derived from the paid periods: a renewal starts where the current paid time ends, and the
 * user's premium_tier / premium_expires_at are recomputed from the periods each time (never added to).
 */
import type { Knex } from 'knex';
import { now } from '../../clock.ts';
import { insertPeriod, lockUser, markPaid, paidUntil, setUserPremium, userPeriods, type PaidTier, type PaymentRow, type PeriodRow } from './payment-repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What each paid plan buys (spec §9: a monthly and a yearly plan). */
export const PERIOD_DAYS: Record<PaidTier, number> = { monthly: 30, yearly: 365 };

/**
 * Marks the locked payment paid and grants its period. Answers false when it was already paid (the
 * other proof came first): nothing changes.
 */
export async function activatePayment(trx: Knex.Transaction, payment: PaymentRow, gatewayPaymentId: string): Promise<boolean> {
  if (payment.status === 'paid') return false;
  const at = now();
  await markPaid(trx, payment.id, gatewayPaymentId, at);
  // A payment whose account was deleted stays on record, paid, with nobody to grant it to.
  if (payment.user_id === null) return true;
  await lockUser(trx, payment.user_id);
  const currentEnd = await paidUntil(trx, payment.user_id, at);
  const startsAt = currentEnd && currentEnd > at ? currentEnd : at;
  const endsAt = new Date(startsAt.getTime() + PERIOD_DAYS[payment.tier] * DAY_MS);
  await insertPeriod(trx, { userId: payment.user_id, paymentId: payment.id, tier: payment.tier, startsAt, endsAt });
  await derivePremium(trx, payment.user_id, at);
  return true;
}

/**
 * The user's plan as the paid periods say at `at`: the unbroken run of paid time that covers `at` (or,
 * if none does, the next one to start), paid until its end; its best plan applies for all of it (a
 * yearly renewal bought during a monthly period upgrades at once). With every period over, the user is
 * free again, premiumExpiresAt the last end. A user who never paid is left alone.
 */
export async function derivePremium(trx: Knex.Transaction, userId: string, at: Date): Promise<void> {
  const periods = await userPeriods(trx, userId);
  if (periods.length === 0) return;
  const run = currentRun(periods, at);
  if (!run) {
    const lastEnd = periods.reduce((latest, period) => (period.ends_at > latest ? period.ends_at : latest), new Date(0));
    await setUserPremium(trx, userId, 'free', lastEnd);
    return;
  }
  const best = run.reduce((top, period) => (period.sort_order > top.sort_order ? period : top));
  await setUserPremium(trx, userId, best.tier, run.reduce((end, period) => (period.ends_at > end ? period.ends_at : end), new Date(0)));
}

/** The periods, in start order, that chain without a gap from the one covering `at` (or the next one). */
function currentRun(periods: PeriodRow[], at: Date): PeriodRow[] | undefined {
  const first = periods.findIndex((period) => period.ends_at > at);
  if (first === -1) return undefined;
  const run: PeriodRow[] = [];
  let end = new Date(0);
  for (const period of periods.slice(first)) {
    if (run.length > 0 && period.starts_at > end) break;
    run.push(period);
    if (period.ends_at > end) end = period.ends_at;
  }
  return run;
}
