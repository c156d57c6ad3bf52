/**
 * Writes their author watches being sent (a form waiting for its save): the mark is stored on the
 * operation, so whichever tab or the service worker sends it honours it (a listing's refused media is
 * then left out and the owner told, rather than the save failing).
 */
import { db } from '@pwa/db/app-db.ts';

/** Marks the operation as watched by its author, or no longer; false when it is gone (sent meanwhile). */
export async function markWatched(seq: number, watched: boolean): Promise<boolean> {
  return (await db.outbox.update(seq, { leaveRefusedMediaOut: watched })) > 0;
}

/** Clears every operation's mark: nobody watches (the service worker's flush, with every page closed). */
export async function forgetWatches(): Promise<void> {
  await db.outbox.filter((op) => op.leaveRefusedMediaOut === true).modify({ leaveRefusedMediaOut: false });
}
