/** SQL for idempotency keys (DESIGN.md §5). response_status 0 marks a request still in flight. */
import type { Knex } from 'knex';

export interface StoredKey {
  fingerprint: string;
  response_status: number;
  response_body: unknown;
  created_at: Date;
}

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
  return db('idempotency_keys').where({ scope, key }).first('fingerprint', 'response_status', 'response_body', 'created_at');
}

/** Takes over a claim whose request died (its process stopped) before answering. */
export async function takeOverStaleClaim(db: Knex, scope: string, key: string, staleSeconds: number): Promise<boolean> {
  const updated = await db('idempotency_keys')
    .where({ scope, key, response_status: 0 })
    .andWhereRaw('created_at < now() - make_interval(secs => ?)', [staleSeconds])
    .update({ created_at: db.fn.now() });
  return updated > 0;
}

/**
 * Frees a key whose answer is older than `maxAgeSeconds`, for calls whose answer stops being useful
 * (upload links die after minutes); true when it was freed.
 */
export async function expireAnswer(db: Knex, scope: string, key: string, maxAgeSeconds: number): Promise<boolean> {
  // Rows returned rather than a count: knex-pglite reports no count for a delete.
  const deleted = await db('idempotency_keys')
    .where({ scope, key })
    .andWhere('response_status', '>', 0)
    .andWhereRaw('created_at < now() - make_interval(secs => ?)', [maxAgeSeconds])
    .delete()
    .returning('key');
  return deleted.length > 0;
}

export async function saveResponse(db: Knex, scope: string, key: string, status: number, body: unknown): Promise<void> {
  await db('idempotency_keys')
    .where({ scope, key })
    .update({ response_status: status, response_body: body === undefined || body === null ? null : JSON.stringify(body) });
}

export async function releaseKey(db: Knex, scope: string, key: string): Promise<void> {
  await db('idempotency_keys').where({ scope, key, response_status: 0 }).delete();
}

/** Keys are kept 30 days: a phone can stay offline for weeks before it replays. */
export async function deleteOldKeys(db: Knex): Promise<number> {
  return db('idempotency_keys').whereRaw("created_at < now() - interval '30 days'").delete();
}
