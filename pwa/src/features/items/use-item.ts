/**
 * One item for its page, read from Dexie and refreshed from the network. A 404 removes
 * it from the device (it was deleted) and reads as not found; an item never seen while offline reads
 * as offline, not as an error.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ItemRow } from '@pwa/db/app-db.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { db } from '@pwa/db/app-db.ts';
import { forgetItem, storeItems, useCachedItem } from '@pwa/lib/item-cache.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { fetchItem } from './items-api.ts';

export type ItemState =
  | { status: 'loading' }
  /** `onServer`: the server has just answered with it (not only the device's copy, or a listing still queued here). */
  | { status: 'ready'; item: ItemRow; offlineSavedAt: number | null; onServer: boolean }
  | { status: 'not-found' }
  | { status: 'offline' }
  | { status: 'failed' };

/** The network's answer, kept with the fetch it answers (the id, and the reconnect that asked again). */
type Remote = { id: string; reconnects: number; state: 'pending' | 'done' | 'queued-here' | 'not-found' | 'offline' | 'failed' };

/** The outbox's entity of a listing (listingEntity in pwa/src/sync, not imported: this is on the first page). */
const hasQueuedWrite = async (id: string): Promise<boolean> => (await db.outbox.where('entity').equals(`listing:${id}`).count()) > 0;

export function useItem(id: string): ItemState {
  const cached = useCachedItem(id);
  const reconnects = useReconnects();
  const [remote, setRemote] = useState<Remote>({ id, reconnects, state: 'pending' });

  useEffect(() => {
    const controller = new AbortController();
    fetchItem(id, controller.signal)
      .then((item) => storeItems([item]))
      .then(() => {
        if (!controller.signal.aborted) setRemote({ id, reconnects, state: 'done' });
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        // 400 is an address that cannot be an id at all (/item/abc): as missing as a 404.
        if (isApiError(error) && (error.status === 404 || error.status === 400)) {
          // A listing made on this device and still in the outbox is not on the server yet: its
          // local copy is what there is to show.
          if (await hasQueuedWrite(id)) return setRemote({ id, reconnects, state: 'queued-here' });
          await forgetItem(id);
          setRemote({ id, reconnects, state: 'not-found' });
        } else {
          setRemote({ id, reconnects, state: isApiError(error) && error.code === 'network-error' ? 'offline' : 'failed' });
        }
      });
    return () => controller.abort();
  }, [id, reconnects]);

  // Until the answer to this fetch arrives, it is pending (an older answer, or another item's, is not it).
  const state = remote.id === id && remote.reconnects === reconnects ? remote.state : 'pending';
  // The same object while nothing it says has changed, so a page can defer drawing it (useDeferredValue).
  return useMemo((): ItemState => {
    if (state === 'not-found') return { status: 'not-found' };
    if (cached) return { status: 'ready', item: cached, offlineSavedAt: state === 'offline' ? cached.fetchedAt : null, onServer: state === 'done' };
    if (cached === null && (state === 'offline' || state === 'failed')) return { status: state };
    return { status: 'loading' };
  }, [state, cached]);
}
