/**
 * A decision now erases its document's photos; documents decided before kept theirs for a week. Those
 * photos become due now, so the next hourly sweep (one runs at every start) erases them.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex('verification_documents').where('photos_delete_after', '>', knex.fn.now()).update({ photos_delete_after: knex.fn.now() });
}

export async function down(): Promise<void> {
  // The erased photos cannot come back, and their week need not either.
}
