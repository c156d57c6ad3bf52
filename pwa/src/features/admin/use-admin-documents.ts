/**
 * The Document Verification list as the administrator filters it: the first page for each filter,
 * "Load more" following X-Next-Cursor, and the counts beside the filter. Held in React state only, never
 * in Dexie: the full numbers and private photo addresses leave with the page.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminVerificationDocument, DocumentCounts } from '@shared/api.ts';
import type { DocumentStatusFilter } from '@shared/schemas/document.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { messages } from '@shared/messages.ts';
import { fetchAdminDocuments, fetchDocumentCounts } from './admin-api.ts';
import { errorText } from '@pwa/lib/error-text.ts';

export type AdminListStatus = 'loading' | 'ready' | 'offline' | 'failed';

export interface AdminDocumentsState {
  status: AdminListStatus;
  documents: AdminVerificationDocument[];
  counts: DocumentCounts | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** The server said 403 to one of the calls: the page shows Access Denied whatever the cached role says. */
  forbidden: boolean;
  loadMore: () => void;
  /** Fetches the first page and the counts again (Retry, and after a decision that met a stale list). */
  reload: () => void;
  /** Puts a decided document in place of its card and fetches the counts again. */
  replace: (document: AdminVerificationDocument) => void;
  /** Any call's 403 goes here. */
  noteForbidden: (error: unknown) => boolean;
}

interface ListState {
  /** The fetch of the first page this list came from: its filter, Retry or reload, and reconnect. */
  request: string;
  filter: DocumentStatusFilter;
  status: AdminListStatus;
  documents: AdminVerificationDocument[];
  nextCursor: string | null;
}

const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
const isOffline = (error: unknown): boolean => isApiError(error) && error.code === 'network-error';
/**
 * A refresh of the list on screen (on reconnect, after a 409) keeps it shown until the answer and
 * after a failed one; a new filter or a Retry of a list that failed starts from "loading".
 */
const keptShown = (list: ListState, filter: DocumentStatusFilter): boolean => list.filter === filter && list.status === 'ready';

export function useAdminDocuments(filter: DocumentStatusFilter): AdminDocumentsState {
  const reconnects = useReconnects();
  const [attempt, setAttempt] = useState(0);
  const [countsAttempt, setCountsAttempt] = useState(0);
  const request = `${filter} ${attempt} ${reconnects}`;
  const [list, setList] = useState<ListState>({ request, filter, status: 'loading', documents: [], nextCursor: null });
  const [counts, setCounts] = useState<DocumentCounts | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [forbidden, setForbidden] = useState(false);

  const noteForbidden = useCallback((error: unknown): boolean => {
    if (!isForbidden(error)) return false;
    setForbidden(true);
    return true;
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminDocuments(filter, null, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setList({ request, filter, status: 'ready', documents: page.documents, nextCursor: page.nextCursor });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportErrorAs('loading the documents to review')(error);
        noteForbidden(error);
        const failed: ListState = { request, filter, status: isOffline(error) ? 'offline' : 'failed', documents: [], nextCursor: null };
        setList((previous) => (keptShown(previous, filter) ? { ...previous, request } : failed));
      },
    );
    return () => controller.abort();
  }, [filter, request, noteForbidden]);

  useEffect(() => {
    const controller = new AbortController();
    fetchDocumentCounts(controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setCounts(answer);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The list says what went wrong; the filter shows no figures meanwhile rather than old ones.
        reportErrorAs('counting the documents to review')(error);
        noteForbidden(error);
      },
    );
    return () => controller.abort();
  }, [attempt, countsAttempt, reconnects, noteForbidden]);

  const current: ListState = list.request === request || keptShown(list, filter) ? list : { request, filter, status: 'loading', documents: [], nextCursor: null };
  const { nextCursor } = current;

  const loadMore = useCallback(() => {
    if (nextCursor === null || loadingMore) return;
    setLoadingMore(true);
    fetchAdminDocuments(filter, nextCursor)
      .then((page) =>
        setList((previous) =>
          previous.filter === filter
            ? { ...previous, documents: [...previous.documents, ...page.documents.filter((doc) => !previous.documents.some((shown) => shown.id === doc.id))], nextCursor: page.nextCursor }
            : previous,
        ),
      )
      // Said in a toast; the button stays for another try and the documents already shown stay too.
      .catch((error: unknown) => {
        if (!noteForbidden(error)) showToast('error', isApiError(error) ? errorText(error) : messages.errors.internal);
      })
      .finally(() => setLoadingMore(false));
  }, [filter, nextCursor, loadingMore, noteForbidden]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((document: AdminVerificationDocument) => {
    setList((previous) => ({ ...previous, documents: previous.documents.map((shown) => (shown.id === document.id ? document : shown)) }));
    setCountsAttempt((n) => n + 1);
  }, []);

  return {
    status: current.status,
    documents: current.documents,
    counts,
    hasMore: current.status === 'ready' && nextCursor !== null,
    loadingMore,
    forbidden,
    loadMore,
    reload,
    replace,
    noteForbidden,
  };
}
