/**
 * The user's bookings in one role, live from Dexie (newest request first), fetched from the server
 * when the tab opens online and again on reconnect; offline, what the device last had and how old.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type BookingRow } from '@pwa/db/app-db.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { refreshBookings, type BookingRole } from './bookings-api.ts';

export interface BookingsState {
  /** undefined while Dexie is read. */
  bookings: BookingRow[] | undefined;
  /** The first fetch since opening has answered (or failed): an empty list is then no guess. */
  fetched: boolean;
  failed: boolean;
  online: boolean;
  /** When the device last got any of them from the server; null when never. */
  savedAt: number | null;
}

const newestFirst = (a: BookingRow, b: BookingRow) => b.createdAt.localeCompare(a.createdAt);

export function useBookings(accountId: string, role: BookingRole): BookingsState {
  const online = useOnline();
  const [fetched, setFetched] = useState(false);
  const [failed, setFailed] = useState(false);
  const bookings = useLiveQuery(
    async () => (await db.bookings.filter((row) => row.role === role && (role === 'owner' ? row.ownerId : row.renterId) === accountId).toArray()).sort(newestFirst),
    [accountId, role],
  );

  // A new fetch (opening online, coming back online, another account or role) starts without the last
  // one's failure: React's "adjust state when a prop changes", without an effect.
  const request = `${accountId} ${role} ${online}`;
  const [shownRequest, setShownRequest] = useState(request);
  if (request !== shownRequest) {
    setShownRequest(request);
    setFailed(false);
  }

  useEffect(() => {
    if (!online) return;
    let active = true;
    refreshBookings(role).then(
      () => active && setFetched(true),
      (error: unknown) => {
        reportErrorAs('refreshing the Bookings tab')(error);
        if (!active) return;
        setFailed(true);
        setFetched(true);
      },
    );
    return () => {
      active = false;
    };
  }, [role, online, accountId]);

  const savedAt = bookings?.reduce<number | null>((latest, row) => (row.pendingAction === 'request' ? latest : Math.max(latest ?? 0, row.fetchedAt)), null) ?? null;
  return { bookings, fetched, failed, online, savedAt };
}

/** Requests for the owner's listings waiting for their answer (the tab's badge). */
export function usePendingRequestCount(accountId: string): number {
  return useLiveQuery(() => db.bookings.where('status').equals('pending').filter((row) => row.role === 'owner' && row.ownerId === accountId).count(), [accountId]) ?? 0;
}

/**
 * Changes whenever a booking of the owner's listings changes on the device (an action landed, the
 * inbox brought one): the dashboard refetches its per-listing booking counts on it.
 */
export function useOwnerBookingsVersion(accountId: string): string {
  return (
    useLiveQuery(async () => {
      const rows = await db.bookings.filter((row) => row.ownerId === accountId).toArray();
      return `${rows.length}:${rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), '')}`;
    }, [accountId]) ?? ''
  );
}
