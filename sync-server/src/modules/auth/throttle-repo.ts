/** SQL for the sign-in failure counters (auth_throttle). */
import type { Knex } from 'knex';

export interface ThrottleRule {
  key: string;
  /** Failures within the window after which sign-in is paused for this key. */
  allowed: number;
}

/** The latest moment until which any of these keys is blocked, or undefined when none is. */
export async function blockedUntil(db: Knex, keys: string[]): Promise<Date | undefined> {
  const row = await db('auth_throttle')
    .whereIn('key', keys)
    .andWhere('blocked_until', '>', db.fn.now())
    .max<{ until: Date | null }>('blocked_until as until')
    .first();
  return row?.until ? new Date(row.until) : undefined;
}

/**
 * Counts one failure for each key. The count restarts when the window has passed; past the allowed
 * number, the key is blocked for a pause that doubles with each further failure, capped.
 */
export async function recordFailure(
  db: Knex,
  rules: ThrottleRule[],
  windowSeconds: number,
  basePauseSeconds: number,
  maxPauseSeconds: number,
): Promise<void> {
  for (const rule of rules) {
    await db.raw(
      `INSERT INTO auth_throttle AS t (key, failures, window_started_at, blocked_until)
       VALUES (?, 1, now(), NULL)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at < now() - make_interval(secs => ?) THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => ?) THEN now() ELSE t.window_started_at END`,
      [rule.key, windowSeconds, windowSeconds],
    );
    await db.raw(
      `UPDATE auth_throttle
       SET blocked_until = now() + make_interval(secs => least(?::float8, ?::float8 * power(2, failures - ?)))
       WHERE key = ? AND failures >= ?`,
      [maxPauseSeconds, basePauseSeconds, rule.allowed, rule.key, rule.allowed],
    );
  }
}

export async function clearKeys(db: Knex, keys: string[]): Promise<void> {
  await db('auth_throttle').whereIn('key', keys).delete();
}
