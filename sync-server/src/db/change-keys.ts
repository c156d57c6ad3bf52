/**
 * Change stamps, which the changes calls (listings, inbox) hand devices their cursors from. A stamp
 * leads with the writing transaction's id, so writes never wait for one another, and a reader hands
 * out only stamps below the settled bound: how and why in migrations/…_change_keys_by_transaction.ts.
 */
import type { Knex } from 'knex';

/**
 * Every stamp below this bound belongs to a transaction that has ended, and every write still running
 * or yet to come stamps above it.
 */
export async function settledChangeKey(db: Knex): Promise<bigint> {
  const { rows } = await db.raw<{ rows: Array<{ settled: string }> }>('SELECT settled_change_key()::text AS settled');
  return BigInt(rows[0]?.settled ?? 0);
}

/** The cursor of a reader that has handed out every stamp below `settled`: just under it. */
export const settledCursor = (settled: bigint): bigint => (settled > 0n ? settled - 1n : 0n);
