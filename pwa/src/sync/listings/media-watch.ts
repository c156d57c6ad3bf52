/**
 * Spec §4 says a listing is still saved when storage is not configured or an upload fails, without
 * that media, and the owner is told ("Image Upload Failed", "Object Storage Not Configured"). That
 * holds while the owner watches the save (the form waiting for it, a Retry on My Listings): the screen
 * registers here for the listing, and the upload step leaves refused media out and reports it.
 *
 * Nobody watching (a write queued offline and sent later, in the background), the outbox's own rules
 * apply instead (DESIGN.md §7): a refusal fails the write with the server's message, kept with Retry /
 * Edit / Discard, and a server error is retried with backoff, so no media is ever dropped silently.
 * Watchers live in this tab's memory: a closed form stops watching.
 */
import type { OutboxFailure } from '../outbox-types.ts';
import type { DraftMediaGroup } from './listing-kinds.ts';

export interface MediaLeftOut {
  group: DraftMediaGroup;
  /** Storage answered 503: no new media can be stored now (the video is left out with the photos). */
  storageDown: boolean;
  /** The server's answer. */
  error: OutboxFailure;
}

export type MediaLeftOutListener = (notice: MediaLeftOut) => void;

const watchers = new Map<string, MediaLeftOutListener>();

/** Watches the saves of one listing until the returned function is called. */
export function watchListingMedia(itemId: string, listener: MediaLeftOutListener): () => void {
  watchers.set(itemId, listener);
  return () => {
    if (watchers.get(itemId) === listener) watchers.delete(itemId);
  };
}

/** Who to tell that media of this listing was left out; undefined when nobody watches its save. */
export const mediaWatcherOf = (itemId: string): MediaLeftOutListener | undefined => watchers.get(itemId);
