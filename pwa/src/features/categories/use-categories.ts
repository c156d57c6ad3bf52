/**
 * The categories, read from Dexie and refreshed from the network. "unavailable" only
 * when nothing is cached and the refresh failed (a first visit while offline).
 */
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CategoryRow } from '@pwa/db/app-db.ts';
import { refreshCategories } from './refresh-categories.ts';

export type CategoriesState =
  | { status: 'loading'; categories: [] }
  | { status: 'unavailable'; categories: [] }
  | { status: 'ready'; categories: CategoryRow[] };

export function useCategories(): CategoriesState {
  const rows = useLiveQuery(() => db.categories.orderBy('position').toArray(), []);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    refreshCategories().catch(() => {
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, []);

  // The same state object until the rows or the failure change, so a deferred reader can tell.
  return useMemo<CategoriesState>(() => {
    if (rows && rows.length > 0) return { status: 'ready', categories: rows };
    if (rows && failed) return { status: 'unavailable', categories: [] };
    return { status: 'loading', categories: [] };
  }, [rows, failed]);
}
