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

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Ends every session of the account but `keepId` (a session id as the cookie carries it); how many ended. */
export function endSessionsOf(db: Knex, userId: string, keepId?: string): Promise<number> {
  const sessions = db('sessions').where({ user_id: userId });
  return (keepId ? sessions.whereNot({ id: hashSessionId(keepId) }) : sessions).delete();
}

export function createSessionStore(db: Knex) {
  return {
    async get(id: string): Promise<SessionData | undefined> {
      const row = await db('sessions')
        .where({ id: hashSessionId(id) })
        .andWhere('expires_at', '>', db.fn.now())
        .first('data');
      return row ? (row.data as SessionData) : undefined;
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
