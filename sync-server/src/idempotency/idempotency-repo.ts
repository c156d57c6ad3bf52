/**
 * SQL for idempotency keys, the only place that knows their columns. A stored status of
 * 0 marks a request still in flight (a claim).
 */
import type { Knex } from 'knex';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '@shared/timings.ts';

/** An answer as it went out: status, and the exact body bytes (as text) with their content type. */
export interface StoredAnswer {
  status: number;
  body: string | null;
  contentType: string | null;
}

export interface StoredKey {
  fingerprint: string;
  /** undefined while the request that claimed the key is still running. */
  answer?: StoredAnswer;
  createdAt: Date;
}

interface KeyRow {
  fingerprint: string;
  response_status: number;
  response_text: string | null;
  response_type: string | null;
  created_at: Date;
}

const toStoredKey = (row: KeyRow): StoredKey => ({
  fingerprint: row.fingerprint,
  createdAt: new Date(row.created_at),
  ...(row.response_status > 0 ? { answer: { status: row.response_status, body: row.response_text, contentType: row.response_type } } : {}),
});

/** Claims the key for this request; false when it was already claimed. */
export async function claimKey(db: Knex, scope: string, key: string, fingerprint: string): Promise<boolean> {
  const rows = await db('idempotency_keys')
    .insert({ scope, key, fingerprint, response_status: 0 })
    .onConflict(['scope', 'key'])
    .ignore()
    .returning('key');
  return rows.length > 0;
}

export async function readKey(db: Knex, scope: string, key: string): Promise<StoredKey | undefined> {
  const row: KeyRow | undefined = await db('idempotency_keys')
    .where({ scope, key })
    .first('fingerprint', 'response_status', 'response_text', 'response_type', 'created_at');
  return row && toStoredKey(row);
}

/** Takes over a claim whose request died (its process stopped) before answering. */
export async function takeOverStaleClaim(db: Knex, scope: string, key: string, staleMs: number): Promise<boolean> {
  const updated = await db('idempotency_keys')
    .where({ scope, key, response_status: 0 })
    .andWhereRaw('created_at < now() - make_interval(secs => ?)', [staleMs / 1000])
    .update({ created_at: db.fn.now() });
  return updated > 0;
}

/**
 * Frees a key whose answer is older than `maxAgeMs`, for calls whose answer stops being useful
 * (upload links die after minutes); true when it was freed.
 */
export async function expireAnswer(db: Knex, scope: string, key: string, maxAgeMs: number): Promise<boolean> {
  // Rows returned rather than a count: knex-pglite reports no count for a delete.
  const deleted = await db('idempotency_keys')
    .where({ scope, key })
    .andWhere('response_status', '>', 0)
    .andWhereRaw('created_at < now() - make_interval(secs => ?)', [maxAgeMs / 1000])
    .delete()
    .returning('key');
  return deleted.length > 0;
}

/** Stores the answer of a claimed key; called in the transaction of the request's writes. */
export async function saveAnswer(trx: Knex.Transaction, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  await trx('idempotency_keys')
    .where({ scope, key })
    .update({ response_status: answer.status, response_text: answer.body, response_type: answer.contentType });
}

export async function releaseKey(db: Knex, scope: string, key: string): Promise<void> {
  await db('idempotency_keys').where({ scope, key, response_status: 0 }).delete();
}

/** The hourly sweep: deletes keys past their lifetime (a phone can stay offline for weeks); answers how many went. */
export async function deleteOldKeys(db: Knex): Promise<number> {
  return db('idempotency_keys').whereRaw('created_at < now() - make_interval(secs => ?)', [IDEMPOTENCY_KEY_LIFETIME_MS / 1000]).delete();
}
