/**
 * The favorite listings the device holds, newest favorite first, live: what the favorites page
 * shows, offline too. Favorites not held yet arrive through holdFavoriteItems.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ItemRow } from '@pwa/db/app-db.ts';
import { useFavorites } from './use-favorites.ts';

/** undefined while reading. */
export function useFavoriteItems(): ItemRow[] | undefined {
  const ids = useFavorites();
  return useLiveQuery(async () => {
    const rows = await db.items.bulkGet([...ids].reverse());
    return rows.filter((row): row is ItemRow => row !== undefined);
  }, [ids]);
}
