/**
 * A listing write the owner waits for (the form's Publish, My Listings' Delete or Retry), sent now
 * through the outbox's one flusher, with how it went. While that pass runs the owner watches its
 * media (media-watch.ts): media the server will not take is left out and the owner told.
 */
import { liveQuery } from 'dexie';
import { db } from '@pwa/db/app-db.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';
import { isOffline, markWatched, sendQueuedWrite, type WriteOutcome } from '@pwa/sync/index.ts';
import type { ListingProgress } from './listing-kinds.ts';
import { watchListingMedia, type MediaLeftOutListener } from './media-watch.ts';

export type ListingWriteOutcome = WriteOutcome;

export interface SendListingWriteOptions {
  itemId: string;
  onMediaLeftOut?: MediaLeftOutListener;
  /** Hears the write's upload progress as the outbox records it. */
  onProgress?: (progress: ListingProgress | null) => void;
  /** How long the owner is kept waiting before the write is left to go on by itself. */
  maxWaitMs?: number;
}

/** Long enough for a listing with photos on a fair connection; a video on a slow one goes on behind. */
export const OWNER_WAIT_MS = 20_000;

export async function sendListingWrite(seq: number, { itemId, onMediaLeftOut, onProgress, maxWaitMs = OWNER_WAIT_MS }: SendListingWriteOptions): Promise<ListingWriteOutcome> {
  // Nothing to watch: the outbox sends it when the connection returns.
  if (isOffline()) return sendQueuedWrite(seq);
  const unwatch = onMediaLeftOut ? await watchMedia(seq, itemId, onMediaLeftOut) : () => undefined;
  const progress = onProgress
    ? liveQuery(() => db.outbox.get(seq)).subscribe({ next: (op) => onProgress(op && (op.kind === 'listing.create' || op.kind === 'listing.update') ? op.progress : null) })
    : undefined;
  try {
    return await sendQueuedWrite(seq, maxWaitMs, (pass) => void pass.finally(unwatch));
  } finally {
    progress?.unsubscribe();
  }
}

/** Marks the operation watched and hears its notices; the returned function undoes both. */
async function watchMedia(seq: number, itemId: string, listener: MediaLeftOutListener): Promise<() => void> {
  const unlisten = watchListingMedia(itemId, listener);
  await markWatched(seq, true);
  return () => {
    unlisten();
    void markWatched(seq, false).catch(reportErrorAs('ending the watch of a listing save'));
  };
}
