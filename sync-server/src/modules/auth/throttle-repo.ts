/**
 * SQL for the sign-in counters (auth_throttle): one row per counter key with its failures, the time
 * of the last one and the pause it is in. Times come from the database's clock, so every server
 * process judges them alike.
 */
import type { Knex } from 'knex';

export interface CounterRule {
  key: string;
  /** Failures counted before the counter pauses sign-in; each further one doubles the pause. */
  freeFailures: number;
}

export interface Backoff {
  firstPauseSeconds: number;
  maxPauseSeconds: number;
  /** A counter with no failure for this long starts again from nothing. */
  forgetAfterSeconds: number;
}

/**
 * Counts one attempt as a failure on every counter, unless one of them is paused: then nothing is
 * counted and the end of the latest pause is returned. The counters' rows are locked (in key order, so
 * two attempts never wait on each other crosswise) for the length of this short transaction: parallel
 * attempts take their turn, exactly as if they had come one after another.
 */
export async function countAttempt(db: Knex, rules: CounterRule[], backoff: Backoff): Promise<Date | undefined> {
  const keys = rules.map((rule) => rule.key);
  return db.transaction(async (trx) => {
    await trx('auth_throttle')
      .insert(keys.map((key) => ({ key, failures: 0, last_failure_at: trx.fn.now() })))
      .onConflict('key')
      .ignore();
    const rows = await trx('auth_throttle')
      .whereIn('key', keys)
      .orderBy('key')
      .forUpdate()
      .select<{ blocked_until: Date | null; paused: boolean }[]>('blocked_until', trx.raw('coalesce(blocked_until > now(), false) as paused'));
    const pausedUntil = rows.filter((row) => row.paused && row.blocked_until).map((row) => new Date(row.blocked_until as Date).getTime());
    if (pausedUntil.length > 0) return new Date(Math.max(...pausedUntil));
    for (const rule of rules) {
      // The count after this attempt, written once and used for both columns.
      const failures = `(CASE WHEN last_failure_at < now() - make_interval(secs => ${Number(backoff.forgetAfterSeconds)}) THEN 1 ELSE failures + 1 END)`;
      await trx.raw(
        `UPDATE auth_throttle SET
           failures = ${failures},
           last_failure_at = now(),
           blocked_until = CASE WHEN ${failures} >= ? THEN
             now() + make_interval(secs => least(?::float8, ?::float8 * power(2, ${failures} - ?)))
           END
         WHERE key = ?`,
        [rule.freeFailures, backoff.maxPauseSeconds, backoff.firstPauseSeconds, rule.freeFailures, rule.key],
      );
    }
    return undefined;
  });
}

/**
 * Takes back an attempt counted in advance that turned out to be right: forgotten counters are
 * deleted, the others lose one failure, and a pause that no longer has the failures behind it ends.
 */
export async function uncountAttempt(db: Knex, forget: string[], uncount: CounterRule[]): Promise<void> {
  await db.transaction(async (trx) => {
    // A counter whose only failure was this attempt goes: successful sign-ins leave no rows behind.
    const gone = [...forget, ...(await trx('auth_throttle').whereIn('key', uncount.map((rule) => rule.key)).andWhere('failures', '<=', 1).pluck('key'))];
    if (gone.length > 0) await trx('auth_throttle').whereIn('key', gone).delete();
    for (const rule of uncount.filter((candidate) => !gone.includes(candidate.key))) {
      await trx.raw(
        `UPDATE auth_throttle SET
           failures = greatest(failures - 1, 0),
           blocked_until = CASE WHEN failures - 1 < ? THEN NULL ELSE blocked_until END
         WHERE key = ?`,
        [rule.freeFailures, rule.key],
      );
    }
  });
}

/** Deletes counters with no failure for this long that are not paused; returns how many went. */
export async function deleteForgottenCounters(db: Knex, forgetAfterSeconds: number): Promise<number> {
  const deleted: string[] = await db('auth_throttle')
    .where('last_failure_at', '<', db.raw('now() - make_interval(secs => ?)', [forgetAfterSeconds]))
    .andWhere((query) => query.whereNull('blocked_until').orWhere('blocked_until', '<=', db.fn.now()))
    .delete()
    .returning('key');
  return deleted.length;
}
