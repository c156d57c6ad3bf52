/**
 * A listing's reviews for its page: the ones kept on the device show at once, the
 * first page is fetched again on every visit and on reconnect, "Show more" follows X-Next-Cursor.
 * Offline with reviews kept, they show with how old they are; with none, it says they will come.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ItemReviewRow } from '@pwa/db/app-db.ts';
import { messages } from '@shared/messages.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { fetchItemReviews } from './item-reviews-api.ts';
import { keepItemReviews, readItemReviews } from './item-reviews-cache.ts';
import { errorText } from '@pwa/lib/error-text.ts';

export interface ItemReviewsState {
  /** loading: nothing to show yet; offline / failed: nothing kept and the fetch failed. */
  status: 'loading' | 'ready' | 'offline' | 'failed';
  reviews: ItemReviewRow[];
  hasMore: boolean;
  loadingMore: boolean;
  /** When the shown reviews were saved, when they are shown because the device is offline. */
  offlineSavedAt: number | null;
  loadMore: () => void;
  retry: () => void;
}

/** The first page's fetch, kept with what asked for it: the listing, a Retry, a reconnect. */
interface Refresh {
  itemId: string;
  attempt: number;
  reconnects: number;
  state: 'pending' | 'done' | 'offline' | 'failed';
  nextCursor: string | null;
}

const isOffline = (error: unknown): boolean => isApiError(error) && error.code === 'network-error';

export function useItemReviews(itemId: string): ItemReviewsState {
  const kept = useLiveQuery(() => readItemReviews(itemId), [itemId]);
  const reconnects = useReconnects();
  const [attempt, setAttempt] = useState(0);
  const [refresh, setRefresh] = useState<Refresh>({ itemId, attempt, reconnects, state: 'pending', nextCursor: null });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchItemReviews(itemId, null, controller.signal)
      .then(async (page) => {
        await keepItemReviews(itemId, page.reviews, { append: false });
        if (!controller.signal.aborted) setRefresh({ itemId, attempt, reconnects, state: 'done', nextCursor: page.nextCursor });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setRefresh({ itemId, attempt, reconnects, state: isOffline(error) ? 'offline' : 'failed', nextCursor: null });
      });
    return () => controller.abort();
  }, [itemId, attempt, reconnects]);

  // Until this fetch answers, it is pending: an earlier answer is not kept over a new one on its way.
  const current: Refresh =
    refresh.itemId === itemId && refresh.attempt === attempt && refresh.reconnects === reconnects
      ? refresh
      : { itemId, attempt, reconnects, state: 'pending', nextCursor: null };
  const { nextCursor } = current;
  const loadMore = useCallback(() => {
    if (nextCursor === null || loadingMore) return;
    setLoadingMore(true);
    fetchItemReviews(itemId, nextCursor)
      .then(async (page) => {
        await keepItemReviews(itemId, page.reviews, { append: true });
        setRefresh({ itemId, attempt, reconnects, state: 'done', nextCursor: page.nextCursor });
      })
      // Said in a toast; the button stays for another try and the reviews already shown stay too.
      .catch((error: unknown) => showToast('error', isApiError(error) ? errorText(error) : messages.errors.internal))
      .finally(() => setLoadingMore(false));
  }, [itemId, attempt, reconnects, nextCursor, loadingMore]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const reviews = kept ?? [];
  const base = { reviews, hasMore: current.state === 'done' && nextCursor !== null, loadingMore, loadMore, retry };
  const failed = current.state === 'offline' || current.state === 'failed';
  // A refresh still on its way: what is kept shows meanwhile; with nothing kept, wait for it.
  if (kept === undefined || (reviews.length === 0 && current.state === 'pending')) return { ...base, status: 'loading', offlineSavedAt: null };
  if (reviews.length === 0 && failed) return { ...base, status: current.state === 'offline' ? 'offline' : 'failed', offlineSavedAt: null };
  const offlineSavedAt = current.state === 'offline' && reviews.length > 0 ? Math.min(...reviews.map((review) => review.fetchedAt)) : null;
  return { ...base, status: 'ready', offlineSavedAt };
}
