/**
 * The inbox change sequence (migrations/…_inbox_change_seq.ts) that stamps conversations, messages and
 * notifications at every change, for the inbox changes call.
 */
import type { Knex } from 'knex';

/*
 * Every write that takes a number first takes a transaction-level advisory lock, held until its
 * transaction ends, so numbers become visible in the order they were taken: without it one write could
 * take 100, another 101 and commit first, and a phone reading in between would move its cursor to 101
 * and never see 100. Reads take no lock. (The listings' sequence has its own lock: the two never wait
 * on each other.)
 *
 * Lock order: a writer that locks a conversation's row (a send, a read, a block, a listing's deletion)
 * does so before taking this lock, never after — the other order deadlocks with a send that holds the
 * row and waits for the lock.
 */

/** Any constant, the same in every process ("inbx"). */
const INBOX_SEQ_LOCK = 0x696e6278;

/** Takes the lock for the rest of the transaction; taking it again in the same one costs nothing. */
export async function lockInboxSeq(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`SELECT pg_advisory_xact_lock(${INBOX_SEQ_LOCK})`);
}

/** The next number, for a column value of a write made after lockInboxSeq. */
export const nextInboxSeq = (db: Knex): Knex.Raw => db.raw("nextval('inbox_change_seq')");

/**
 * What a module publishes of its rows for the inbox changes call: the viewer's rows stamped after
 * `since` (oldest first, at most `limit`), and the highest stamp committed in its table.
 */
export interface InboxFeed<Change> {
  changedSince(db: Knex, viewerId: string, since: string, limit: number): Promise<Array<{ seq: bigint } & Change>>;
  horizon(db: Knex): Promise<bigint>;
}
