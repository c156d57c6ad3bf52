/**
 * A list of items read from Dexie and refreshed from the network: the cached list
 * shows at once, the first page is fetched again on every visit, and "load more" appends the next
 * page by its cursor. `key` names the list in Dexie and must change whenever the query does; null
 * turns the query off (Your Activity when signed out). A list kept `inMemory` (near-me's) is never
 * written to the device, its listings aside.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { storeItemList, useItemList } from '@pwa/lib/item-cache.ts';
import { keepItemListInMemory, useMemoryItemList } from './memory-item-lists.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { scheduleCacheTrim } from '@pwa/features/offline/index.ts';
import type { ItemRow } from '@pwa/db/app-db.ts';
import type { ItemPage } from './items-api.ts';

export type PageFetcher = (cursor: string | null, signal: AbortSignal) => Promise<ItemPage>;

export interface ItemListQuery {
  /**
   * loading: nothing cached yet; failed: nothing cached and the server failed; offline: nothing cached
   * and the device is offline (it asks again when the connection comes back); off: key is null.
   */
  status: 'off' | 'loading' | 'ready' | 'failed' | 'offline';
  items: ItemRow[];
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** When the shown list was saved, if it is shown because the device is offline; else null. */
  offlineSavedAt: number | null;
}

/** How the first page's fetch ended, kept with what asked for it: the list, a Retry, a reconnect. */
interface Refresh {
  key: string;
  attempt: number;
  reconnects: number;
  state: 'done' | 'failed';
  offline: boolean;
}

interface Options {
  /**
   * Told about every failed fetch but those of a device offline (the search page shows a toast): the
   * list's own offline note, over what the device saved, says those.
   */
  onError?: (error: unknown) => void;
  /** Keep the list in this page's memory only, not on the device (it tells where the person is). */
  inMemory?: boolean;
}

const isOffline = (error: unknown): boolean => isApiError(error) && error.code === 'network-error';

export function useItemListQuery(key: string | null, fetchPage: PageFetcher, options: Options = {}): ItemListQuery {
  const { inMemory = false } = options;
  const onDevice = useItemList(inMemory ? '' : (key ?? ''));
  const kept = useMemoryItemList(inMemory ? key : null);
  // Undefined while Dexie reads; memory answers at once.
  const cached = inMemory ? kept : onDevice;
  const store = inMemory ? keepItemListInMemory : storeItemList;
  const [attempt, setAttempt] = useState(0);
  const reconnects = useReconnects();
  const [refresh, setRefresh] = useState<Refresh | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Latest callbacks without re-running the fetch: the key alone says when to fetch again. Updated after
  // each render (render itself writes no refs), before the fetch below reads them.
  const fetchRef = useRef(fetchPage);
  const optionsRef = useRef(options);
  useEffect(() => {
    fetchRef.current = fetchPage;
    optionsRef.current = options;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    fetchRef
      .current(null, controller.signal)
      .then((page) => store(key, page.items, { nextCursor: page.nextCursor, total: page.total }))
      .then(() => {
        scheduleCacheTrim();
        if (!controller.signal.aborted) setRefresh({ key, attempt, reconnects, state: 'done', offline: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setRefresh({ key, attempt, reconnects, state: 'failed', offline: isOffline(error) });
        if (!isOffline(error)) optionsRef.current.onError?.(error);
      });
    return () => controller.abort();
  }, [key, attempt, reconnects, store]);

  const nextCursor = cached?.list.nextCursor ?? null;
  const loadMore = useCallback(() => {
    if (key === null || nextCursor === null || loadingMore) return;
    setLoadingMore(true);
    const controller = new AbortController();
    fetchRef
      .current(nextCursor, controller.signal)
      .then((page) => store(key, page.items, { nextCursor: page.nextCursor, total: page.total, append: true }))
      .catch((error: unknown) => {
        if (!isOffline(error)) optionsRef.current.onError?.(error);
      })
      .finally(() => setLoadingMore(false));
  }, [key, nextCursor, loadingMore, store]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Null while this fetch is on its way: how an earlier one ended is not what the list shows now.
  const current = refresh?.key === key && refresh.attempt === attempt && refresh.reconnects === reconnects ? refresh : null;
  const failedOffline = current?.state === 'failed' && current.offline;
  const failed = current?.state === 'failed';

  // What the list shows, the same object while it is unchanged, and drawn deferred: a page of listings
  // arrives from the device's database, whose answer React would otherwise draw in one uninterruptible
  // pass (every card at once, over 100 ms under Lighthouse's slowdown); deferred, it is drawn in slices.
  const shown = useDeferredValue(
    useMemo((): ListShown => {
      if (key === null) return EMPTY;
      return {
        status: cached ? 'ready' : failed && cached === null ? (failedOffline ? 'offline' : 'failed') : 'loading',
        items: cached?.items ?? [],
        total: cached?.list.total ?? null,
        hasMore: nextCursor !== null,
        offlineSavedAt: cached && failedOffline ? cached.list.fetchedAt : null,
      };
    }, [key, cached, failed, failedOffline, nextCursor]),
  );
  return { ...shown, loadingMore, loadMore, retry };
}

type ListShown = Omit<ItemListQuery, 'loadMore' | 'retry' | 'loadingMore'>;

const EMPTY: ListShown = {
  status: 'off',
  items: [],
  total: null,
  hasMore: false,
  offlineSavedAt: null,
};
