/**
 * The support queue as the administrator reads it: the first page, "Load more" following
 * X-Next-Cursor, and an answered request put in place of its card. Held in React state only; read
 * again when the connection comes back.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminSupportRequest } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { fetchSupportQueue } from './admin-api.ts';

export interface SupportQueueState {
  status: 'loading' | 'ready' | 'failed';
  requests: AdminSupportRequest[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
  replace: (request: AdminSupportRequest) => void;
}

interface Held {
  status: SupportQueueState['status'];
  requests: AdminSupportRequest[];
  nextCursor: string | null;
}

export function useSupportQueue(noteForbidden: (error: unknown) => boolean): SupportQueueState {
  const reconnects = useReconnects();
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<Held>({ status: 'loading', requests: [], nextCursor: null });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchSupportQueue(null, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setHeld({ status: 'ready', requests: page.requests, nextCursor: page.nextCursor });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportErrorAs('loading the support queue')(error);
        noteForbidden(error);
        // A list on screen stays shown when a refresh fails.
        setHeld((previous) => (previous.status === 'ready' ? previous : { status: 'failed', requests: [], nextCursor: null }));
      },
    );
    return () => controller.abort();
  }, [attempt, reconnects, noteForbidden]);

  const { nextCursor } = held;
  const loadMore = useCallback(() => {
    if (nextCursor === null || loadingMore) return;
    setLoadingMore(true);
    fetchSupportQueue(nextCursor)
      .then((page) =>
        setHeld((previous) => ({
          ...previous,
          requests: [...previous.requests, ...page.requests.filter((request) => !previous.requests.some((shown) => shown.id === request.id))],
          nextCursor: page.nextCursor,
        })),
      )
      .catch((error: unknown) => {
        if (!noteForbidden(error)) showToast('error', isApiError(error) ? errorText(error) : messages.errors.internal);
      })
      .finally(() => setLoadingMore(false));
  }, [nextCursor, loadingMore, noteForbidden]);

  const reload = useCallback(() => {
    setHeld({ status: 'loading', requests: [], nextCursor: null });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((request: AdminSupportRequest) => {
    setHeld((previous) => ({ ...previous, requests: previous.requests.map((shown) => (shown.id === request.id ? request : shown)) }));
  }, []);

  return { status: held.status, requests: held.requests, hasMore: held.status === 'ready' && nextCursor !== null, loadingMore, loadMore, reload, replace };
}
