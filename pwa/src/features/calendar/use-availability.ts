/**
 * A listing's availability for the days [from, to): read from Dexie at once, fetched again when online
 * (on opening, on each month, on reconnecting) and saved there. Offline the last saved
 * answer shows with its age; nothing saved and offline reads as 'offline'.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { addDays } from '@shared/booking-days.ts';
import { db } from '@pwa/db/app-db.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { fetchAvailability } from './availability-api.ts';
import { storeAvailability } from './availability-store.ts';
import { GRID_DAYS, gridStart, knownFrom, type KnownAvailability } from './calendar-days.ts';

export interface AvailabilityState {
  /** What is known (saved or just fetched); null when nothing is. */
  known: KnownAvailability | null;
  /** loading: the fetch is on its way; failed/offline: the last fetch did not answer. */
  status: 'loading' | 'ready' | 'failed' | 'offline';
  /** When the shown answer was saved, if the device is offline; else null. */
  offlineSavedAt: number | null;
  retry: () => void;
}

/** The span of days a month's grid shows, [from, to): what the renter's calendar asks for. */
export function gridSpan(month: string): { from: string; to: string } {
  const from = gridStart(month);
  return { from, to: addDays(from, GRID_DAYS) };
}

export function useAvailability(itemId: string, { from, to }: { from: string; to: string }): AvailabilityState {
  const saved = useLiveQuery(() => db.availability.get(itemId), [itemId]);
  const reconnects = useReconnects();
  const [attempt, setAttempt] = useState(0);
  // How a fetch ended, kept with what asked for it: while the one for this listing, these days, this
  // reconnect and this Retry is on its way, the status is loading.
  const request = `${itemId} ${from} ${to} ${reconnects} ${attempt}`;
  const [outcome, setOutcome] = useState<{ request: string; status: Exclude<AvailabilityState['status'], 'loading'> } | null>(null);
  const status = outcome?.request === request ? outcome.status : 'loading';

  useEffect(() => {
    const controller = new AbortController();
    fetchAvailability(itemId, from, to, controller.signal)
      .then((answer) => storeAvailability(itemId, answer, from, to))
      .then(() => {
        if (!controller.signal.aborted) setOutcome({ request, status: 'ready' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setOutcome({ request, status: isApiError(error) && error.code === 'network-error' ? 'offline' : 'failed' });
      });
    return () => controller.abort();
  }, [itemId, from, to, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The same object while nothing in it changed, so the calendar can defer drawing it.
  return useMemo(
    () => ({
      known: saved ? knownFrom(saved, saved.from, saved.to) : null,
      status,
      offlineSavedAt: saved && status === 'offline' ? saved.fetchedAt : null,
      retry,
    }),
    [saved, status, retry],
  );
}
