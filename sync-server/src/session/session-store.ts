/**
 * koa-session's external store, kept in the `sessions` table. Rows are keyed by a
 * SHA-256 of the cookie's session id, so the table alone cannot be replayed as cookies.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

type SessionData = Record<string, unknown>;

export const SESSION_COOKIE_NAME = 'kiraya.sid';

/** How long a session lasts when koa-session passes no max age ("session" cookies). */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How stale a session's "last seen" may grow before a request brings it up to date: the devices list
 * shows it to the minute at best, and one write per session every few minutes costs nothing.
 */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Ends every session of a suspended account, each kept as a mark that says why until it expires: the
 * device's next call learns it was suspended (401 account-suspended), not merely signed out.
 */
export async function markSessionsSuspended(trx: Knex.Transaction, userId: string): Promise<number> {
  const ended = await trx('sessions').where({ user_id: userId }).update({ data: JSON.stringify({ accountSuspended: true }), user_id: null }, ['id']);
  return Array.isArray(ended) ? ended.length : 0;
}

/** Ends every session of the account but `keepId` (a session id as the cookie carries it); how many ended. */
export async function endSessionsOf(db: Knex, userId: string, keepId?: string): Promise<number> {
  const sessions = db('sessions').where({ user_id: userId });
  // Counted from the rows returned: knex-pglite answers a bare delete in a transaction with its raw result.
  const ended = await (keepId ? sessions.whereNot({ id: hashSessionId(keepId) }) : sessions).delete(['id']);
  return ended.length;
}

export function createSessionStore(db: Knex) {
  return {
    async get(id: string): Promise<SessionData | undefined> {
      const key = hashSessionId(id);
      const row = await db('sessions')
        .where({ id: key })
        .andWhere('expires_at', '>', db.fn.now())
        .first<{ data: SessionData; last_seen_at: Date | string } | undefined>('data', 'last_seen_at');
      if (!row) return undefined;
      if (Date.now() - new Date(row.last_seen_at).getTime() > LAST_SEEN_STEP_MS) await db('sessions').where({ id: key }).update({ last_seen_at: db.fn.now() });
      return row.data;
    },
    async set(id: string, data: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : DEFAULT_TTL_MS;
      const userId = typeof data.userId === 'string' ? data.userId : null;
      await db('sessions')
        .insert({
          id: hashSessionId(id),
          data: JSON.stringify(data),
          user_id: userId,
          expires_at: new Date(Date.now() + ttl),
        })
        .onConflict('id')
        .merge(['data', 'user_id', 'expires_at', 'updated_at']);
    },
    async destroy(id: string): Promise<void> {
      await db('sessions').where({ id: hashSessionId(id) }).delete();
    },
  };
}

/** Removes expired sessions; run at start and periodically. */
export async function deleteExpiredSessions(db: Knex): Promise<number> {
  return db('sessions').where('expires_at', '<=', db.fn.now()).delete();
}
