/**
 * Activating a paid plan, exactly once: whichever proof comes first — the checkout's
 * signature (verify) or the gateway's webhook — marks the payment paid and adds the period it bought;
 * the other finds it paid and does nothing. The payment's row is locked for the whole step, and
 * premium_periods.payment_id is unique, so even two racing proofs cannot activate twice.
 */
import type { Knex } from 'knex';
import { now } from '../../clock.ts';
import { invalidateListCacheOnCommit, restampOwnerListings } from '../items/index.ts';
import { hasPeriods, insertPeriod, lockUser, markPaid, paidUntil, setUserPremium, userPeriods, usersWithTestPeriods, type PaidTier, type PaymentRow, type PeriodRow, type PeriodsCounted } from './payment-repo.ts';

/*
 * Premium is derived from the paid periods: a renewal starts where the current paid time ends, and the
 * user's premium_tier / premium_expires_at are recomputed from the periods each time (never added to).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** What each paid plan buys (a monthly and a yearly plan). */
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
  // A payment is only ever activated through the gateway that made it (verify and the webhook check),
  // so a test payment is activated while the test gateway runs, when test periods count, and a real
  // one while they do not.
  const testMode = payment.gateway === 'test';
  const currentEnd = await paidUntil(trx, payment.user_id, at, { testMode });
  const startsAt = currentEnd && currentEnd > at ? currentEnd : at;
  const endsAt = new Date(startsAt.getTime() + PERIOD_DAYS[payment.tier] * DAY_MS);
  await insertPeriod(trx, { userId: payment.user_id, paymentId: payment.id, tier: payment.tier, startsAt, endsAt, testMode });
  await derivePremium(trx, payment.user_id, at, { testMode });
  // A paid plan features the owner's listings: the lists show it at once, and devices holding them learn of the badge.
  await restampOwnerListings(trx, payment.user_id);
  invalidateListCacheOnCommit(trx);
  return true;
}

/**
 * The user's plan as the counted paid periods say at `at`: the unbroken run of paid time that covers
 * `at` (or, if none does, the next one to start), paid until its end; its best plan applies for all of
 * it (a yearly renewal bought during a monthly period upgrades at once). With every period over, the
 * user is free again, premiumExpiresAt the last end. A user who never paid is left alone; one whose
 * periods were all bought in test mode, when those do not count, is free with no paid time.
 */
export async function derivePremium(trx: Knex.Transaction, userId: string, at: Date, counted: PeriodsCounted): Promise<void> {
  const periods = await userPeriods(trx, userId, counted);
  if (periods.length === 0) {
    if (await hasPeriods(trx, userId)) await setUserPremium(trx, userId, 'free', null);
    return;
  }
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

/**
 * At start: the plans of the users who bought periods in test mode, derived again under the gateway
 * configured now. Turning real keys on (or payments off) takes their test-mode premium away; turning
 * test mode back on gives it back. Each user in a transaction of their own, their row locked as an
 * activation locks it.
 */
export async function recountTestPeriods(db: Knex, counted: PeriodsCounted, at: Date = now()): Promise<number> {
  const users = await usersWithTestPeriods(db);
  for (const userId of users) {
    await db.transaction(async (trx) => {
      await lockUser(trx, userId);
      await derivePremium(trx, userId, at, counted);
    });
  }
  return users.length;
}
