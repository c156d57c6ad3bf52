/**
 * Empties every table on sign-out (spec §4: "Sign out clears all cached data"), in one transaction so
 * a crash half-way never leaves one user's data beside another's.
 */
import { db } from './app-db.ts';

export async function clearLocalData(): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
