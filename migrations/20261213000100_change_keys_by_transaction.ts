/**
 * Change stamps without a global lock. A device reads "what changed after my cursor", so a stamp must
 * never become visible after a higher one was read. Numbers from a sequence alone do not promise that
 * (one write takes 100, another 101 and commits first), which every writer used to prevent by taking
 * one advisory lock: writes of unrelated listings and conversations then waited for each other.
 *
 * Now a stamp leads with the writing transaction's id (its high bits, a sequence's number in the low
 * 20 bits to keep the stamps of one transaction apart), and readers hand out only stamps of
 * transactions older than every one still running in this database: those have all ended, and any
 * transaction that writes later has a larger id. No write waits for another; a reader's answer waits,
 * at most, for the oldest running write to end. (Read-only transactions have no id and hold nothing
 * back; other databases of the same server are left out, though their transactions share the ids.)
 */
import type { Knex } from 'knex';

/** Stamps within one transaction: the sequence's number modulo 2^20 (a transaction changes far fewer rows). */
const LOW_BITS = 20;

const STAMPED = ['items', 'conversations', 'messages', 'notifications', 'bookings'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION next_change_key(sequence_name regclass) RETURNS bigint LANGUAGE sql VOLATILE AS $$
      SELECT (pg_current_xact_id()::text::bigint << ${LOW_BITS}) | (nextval(sequence_name) & ${(1 << LOW_BITS) - 1})
    $$`);
  // The oldest transaction still running in this database, from the snapshot's running transactions
  // less those that pg_stat_activity shows running in another database (a transaction it does not
  // show, for want of rights, counts as ours: a later answer, never a skipped change); none running,
  // the snapshot's xmax, the next id to be given.
  await knex.raw(`
    CREATE FUNCTION settled_change_key() RETURNS bigint LANGUAGE sql STABLE AS $$
      WITH snapshot AS (SELECT pg_current_snapshot() AS s),
      elsewhere AS (
        SELECT backend_xid FROM pg_stat_activity
        WHERE backend_xid IS NOT NULL AND datname IS NOT NULL AND datname <> current_database()
      )
      SELECT least(
        pg_snapshot_xmax(s),
        (SELECT min(running) FROM pg_snapshot_xip(s) AS running WHERE xid(running) NOT IN (SELECT backend_xid FROM elsewhere))
      )::text::bigint << ${LOW_BITS}
      FROM snapshot
    $$`);
  // Devices' cursors are stamps already handed out: every new stamp must be above all of them. It is,
  // as long as no transaction took 2^20 numbers; checked rather than assumed.
  for (const table of STAMPED) {
    const { rows } = await knex.raw<{ rows: Array<{ above: boolean }> }>(`SELECT coalesce(max(change_seq), 0) >= (pg_current_xact_id()::text::bigint << ${LOW_BITS}) AS above FROM ${table}`);
    if (rows[0]?.above) throw new Error(`${table}.change_seq holds stamps above the new ones: renumbering is needed before this migration`);
  }
  await knex.raw("ALTER TABLE items ALTER COLUMN change_seq SET DEFAULT next_change_key('items_change_seq')");
}

export async function down(knex: Knex): Promise<void> {
  // The sequences go on above every stamp handed out, so the older code's numbers stay above devices' cursors.
  await knex.raw("SELECT setval('items_change_seq', greatest((SELECT max(change_seq) FROM items), 1))");
  const inbox = STAMPED.filter((table) => table !== 'items').map((table) => `(SELECT max(change_seq) FROM ${table})`);
  await knex.raw(`SELECT setval('inbox_change_seq', greatest(${inbox.join(', ')}, 1))`);
  await knex.raw("ALTER TABLE items ALTER COLUMN change_seq SET DEFAULT nextval('items_change_seq')");
  await knex.raw('DROP FUNCTION settled_change_key()');
  await knex.raw('DROP FUNCTION next_change_key(regclass)');
}
