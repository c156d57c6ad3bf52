/**
 * The favourite listings the device holds, newest favourite first, live: what the favourites page
 * shows, offline too. Favourites not held yet arrive through holdFavouriteItems.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ItemRow } from '@pwa/db/app-db.ts';
import { useFavourites } from './use-favourites.ts';

/** undefined while reading. */
export function useFavouriteItems(): ItemRow[] | undefined {
  const ids = useFavourites();
  return useLiveQuery(async () => {
    const rows = await db.items.bulkGet([...ids].reverse());
    return rows.filter((row): row is ItemRow => row !== undefined);
  }, [ids]);
}
