/**
 * Empties every cache table on sign-out ("Sign out clears all cached data"), in one
 * transaction so a crash half-way never leaves one user's data beside another's. The outbox and the
 * unsaved listing forms stay: they are the user's own work, not cached data, and each carries its
 * account's id, so only that account's next sign-in sends or offers them.
 */
import { db } from './app-db.ts';

export async function clearLocalData(): Promise<void> {
  const ownWork = new Set([db.outbox.name, db.formDrafts.name, db.formDraftMedia.name]);
  const caches = db.tables.filter((table) => !ownWork.has(table.name));
  await db.transaction('rw', caches, async () => {
    await Promise.all(caches.map((table) => table.clear()));
  });
}

/**
 * An account that was deleted: its queued writes and unsaved forms go too, since nobody can sign in to
 * it to send or finish them.
 */
export async function clearAccountWork(accountId: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.formDrafts, db.formDraftMedia], async () => {
    const draftKeys = await db.formDrafts.where('accountId').equals(accountId).primaryKeys();
    await Promise.all([db.outbox.filter((row) => row.accountId === accountId).delete(), db.formDrafts.bulkDelete(draftKeys), db.formDraftMedia.bulkDelete(draftKeys)]);
  });
}
