/**
 * Records one view per page visit (POST /api/items/{id}/view) once the server has answered with the
 * listing: a listing that does not exist (or a copy the device kept of one since deleted, or one still
 * queued here) is no view. The server counts one per viewer per day. A failed call is only reported:
 * a lost view must never break the page.
 */
import { useEffect, useRef } from 'react';
import { recordItemView } from './items-api.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';

export function useRecordView(id: string, onServer: boolean): void {
  // Survives React's development double-run of effects, so a visit is one call there too.
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!onServer || recorded.current === id) return;
    recorded.current = id;
    // Nothing on the page waits for it: sent from a task of its own rather than from the one that runs
    // every effect of the page's first render (starting a fetch costs a budget phone milliseconds).
    setTimeout(() => void recordItemView(id).catch(reportErrorAs('recording a view')), 0);
  }, [id, onServer]);
}
