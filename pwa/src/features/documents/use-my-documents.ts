/**
 * The signed-in user's documents, held in memory only (never Dexie: a document is sensitive and is
 * not kept on the phone). Loading, failed (with a retry) or ready; `refresh` reads again while the
 * list stays shown, `put` takes a document the server has just answered with. A list that could not
 * load offline reads again by itself once the connection is back.
 */
import { useCallback, useEffect, useState } from 'react';
import type { VerificationDocument } from '@shared/api.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { fetchMyDocuments } from './documents-api.ts';

export type MyDocuments =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; documents: VerificationDocument[] };

export function useMyDocuments() {
  const [state, setState] = useState<MyDocuments>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reconnects = useReconnects();

  useEffect(() => {
    const abort = new AbortController();
    fetchMyDocuments(abort.signal).then(
      (documents) => setState({ status: 'ready', documents }),
      () => {
        if (!abort.signal.aborted) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      },
    );
    return () => abort.abort();
  }, [reads, reconnects]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setReads((count) => count + 1);
  }, []);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  /** Replaces the document with the same id, or adds it first (newest first, like the server). */
  const put = useCallback((document: VerificationDocument) => {
    setState((current) => {
      const documents = current.status === 'ready' ? current.documents : [];
      const others = documents.filter((held) => held.id !== document.id);
      return { status: 'ready', documents: documents.some((held) => held.id === document.id) ? documents.map((held) => (held.id === document.id ? document : held)) : [document, ...others] };
    });
  }, []);
  return { state, retry, refresh, put };
}
