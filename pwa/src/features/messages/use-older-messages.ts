/**
 * The thread's history from the server, page by page (newest first, by cursor): the first page when
 * the thread opens online (a phone that never synced this conversation gets its latest messages),
 * then "Load older messages" for each page before.
 */
import { useCallback, useEffect, useState } from 'react';
import { reportError } from '@pwa/lib/report-error.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { loadMessagePage } from './messages-api.ts';

export interface OlderMessages {
  /** Whether the server has older messages than the device shows. */
  more: boolean;
  loading: boolean;
  failed: boolean;
  loadOlder(): void;
}

export function useOlderMessages(conversationId: string, known: boolean): OlderMessages {
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const reconnects = useReconnects();

  useEffect(() => {
    if (!known || !navigator.onLine) return;
    let live = true;
    loadMessagePage(conversationId, null)
      .then((page) => {
        if (live) setCursor(page.nextCursor);
      })
      .catch((error: unknown) => reportError('loading a conversation', error));
    return () => {
      live = false;
    };
  }, [conversationId, known, reconnects]);

  const loadOlder = useCallback(() => {
    if (!cursor) return;
    setLoading(true);
    setFailed(false);
    loadMessagePage(conversationId, cursor)
      .then((page) => setCursor(page.nextCursor))
      .catch((error: unknown) => {
        reportError('loading older messages', error);
        setFailed(true);
      })
      .finally(() => setLoading(false));
  }, [conversationId, cursor]);

  return { more: cursor !== null, loading, failed, loadOlder };
}
