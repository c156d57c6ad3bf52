/**
 * SQL of the write-rate counters (rate_throttle): one row per key counting hits in a fixed window.
 * Times come from the database's clock, so every server process judges them alike.
 */
import type { Knex } from 'knex';

export interface WindowCount {
  hits: number;
  /** Seconds until the window ends and the count starts again (by the database's clock). */
  secondsLeft: number;
}

/**
 * Counts one hit on the key and answers the count so far in its window (a window that has ended starts
 * again at this hit). One statement: concurrent hits on one key queue on its row and each sees its own
 * count, so requests sent at once cannot all slip under the limit.
 */
export async function countHit(db: Knex, key: string, windowSeconds: number): Promise<WindowCount> {
  const result: { rows: Array<{ hits: number; seconds_left: number | string }> } = await db.raw(
    `INSERT INTO rate_throttle AS r (key, hits, window_started_at, window_ends_at)
     VALUES (?, 1, now(), now() + make_interval(secs => ?))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
       window_started_at = CASE WHEN r.window_ends_at <= now() THEN now() ELSE r.window_started_at END,
       window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at ELSE r.window_ends_at END
     RETURNING hits, ceil(extract(epoch FROM r.window_ends_at - now()))::int AS seconds_left`,
    [key, windowSeconds],
  );
  const row = result.rows[0];
  if (!row) throw new Error('rate_throttle upsert returned no row');
  return { hits: Number(row.hits), secondsLeft: Number(row.seconds_left) };
}

/** For the hourly sweep: counters whose window has ended hold nothing. */
export async function deleteEndedWindows(db: Knex): Promise<number> {
  return db('rate_throttle').where('window_ends_at', '<=', db.fn.now()).delete();
}
