/**
 * A listing is still saved without media that storage refused, and the owner told, while the owner
 * watches the save: the screen marks the operation (leaveRefusedMediaOut) and the upload step leaves
 * refused media out and announces it here, over a BroadcastChannel, to whichever tab watches.
 */
import type { OutboxFailure } from '@pwa/db/outbox-row.ts';
import type { DraftMediaGroup } from './listing-kinds.ts';

// The mark is on the stored operation, not in the watching tab's memory: another tab or the service
// worker may be the one sending it. Nobody watching (a write sent later, in the background), the
// outbox's own rules apply: a refusal fails the write with Retry / Edit / Discard, and a server
// error is retried with backoff, so no media is ever dropped silently.
export interface MediaLeftOut {
  group: DraftMediaGroup;
  /** Storage answered 503: no new media can be stored now (the video is left out with the photos). */
  storageDown: boolean;
  /** The server's answer. */
  error: OutboxFailure;
}

export type MediaLeftOutListener = (notice: MediaLeftOut) => void;

const CHANNEL = 'kiraya-media-left-out';

interface Announcement {
  itemId: string;
  notice: MediaLeftOut;
}

const isAnnouncement = (data: unknown): data is Announcement =>
  typeof data === 'object' && data !== null && 'itemId' in data && typeof data.itemId === 'string' && 'notice' in data && typeof data.notice === 'object';

/** This realm's screens watching a save, by listing id. */
const watchers = new Map<string, Set<MediaLeftOutListener>>();

const deliver = ({ itemId, notice }: Announcement): void => watchers.get(itemId)?.forEach((listener) => listener(notice));

/** What the channel is used for here (the page's, the worker's and Node's BroadcastChannel alike). */
interface Channel {
  postMessage(data: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}
type ChannelConstructor = new (name: string) => Channel;

/** Read from globalThis: the page, the service worker and Node (tests, bench) each have their own. */
const isChannelConstructor = (value: unknown): value is ChannelConstructor => typeof value === 'function';

/**
 * This realm's end of the channel, opened on first use where the environment has one (every browser
 * Kiraya supports, Node 18+). A channel never hears its own messages: this realm's watchers are told
 * directly, other realms' through it.
 */
let channel: Channel | null | undefined;
function realmChannel(): Channel | null {
  if (channel !== undefined) return channel;
  const Constructor: unknown = Reflect.get(globalThis, 'BroadcastChannel');
  channel = isChannelConstructor(Constructor) ? new Constructor(CHANNEL) : null;
  if (channel) {
    channel.onmessage = (event) => {
      if (isAnnouncement(event.data)) deliver(event.data);
    };
    // Node (tests, bench): an open channel must not keep the process alive.
    const unref: unknown = Reflect.get(channel, 'unref');
    if (typeof unref === 'function') unref.call(channel);
  }
  return channel;
}

/** Tells whoever watches the listing's save that media was left out, in this tab or any other. */
export function announceMediaLeftOut(itemId: string, notice: MediaLeftOut): void {
  const announcement: Announcement = { itemId, notice };
  deliver(announcement);
  realmChannel()?.postMessage(announcement);
}

/** Hears the announcements for one listing until the returned function is called. */
export function watchListingMedia(itemId: string, listener: MediaLeftOutListener): () => void {
  realmChannel();
  const listeners = watchers.get(itemId) ?? new Set<MediaLeftOutListener>();
  listeners.add(listener);
  watchers.set(itemId, listeners);
  return () => {
    listeners.delete(listener);
    if (!listeners.size && watchers.get(itemId) === listeners) watchers.delete(itemId);
  };
}
