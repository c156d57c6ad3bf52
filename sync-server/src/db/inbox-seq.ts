/**
 * The inbox's change stamps (conversations, messages, notifications, bookings), taken at every change
 * for the inbox changes call (change-keys.ts says how they order writes without a lock).
 */
import type { Knex } from 'knex';

/** The next stamp, for a column value of an inbox write. */
export const nextInboxSeq = (db: Knex): Knex.Raw => db.raw("next_change_key('inbox_change_seq')");

/**
 * What a module publishes of its rows for the inbox changes call: the viewer's rows stamped after
 * `since` and below `until` (settled), oldest first, at most `limit`.
 */
export interface InboxFeed<Change> {
  changedSince(db: Knex, viewerId: string, since: string, until: bigint, limit: number): Promise<Array<{ seq: bigint } & Change>>;
}
