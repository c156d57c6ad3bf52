/** The calendar's calls (shared/src/api.ts): availability, the owner's blocked days, the calendar feed. */
import { apiPaths, type CalendarFeed, type ItemAvailability } from '@shared/api.ts';
import type { DayRange } from '@shared/booking-days.ts';
import { apiGet, apiPost, apiPut } from '@pwa/lib/api-client.ts';

const itemPath = (id: string): string => encodeURIComponent(id);

/** Booked and blocked days of [from, to). */
export const fetchAvailability = (id: string, from: string, to: string, signal?: AbortSignal): Promise<ItemAvailability> =>
  apiGet<ItemAvailability>(`${apiPaths.itemAvailability(itemPath(id))}?${new URLSearchParams({ from, to }).toString()}`, signal);

/** Replaces every blocked range of the listing (owner only). */
export const saveBlockedDates = (id: string, ranges: readonly DayRange[]): Promise<ItemAvailability> =>
  apiPut<ItemAvailability>(apiPaths.itemBlockedDates(itemPath(id)), { ranges });

export const fetchCalendarFeed = (id: string, signal?: AbortSignal): Promise<CalendarFeed> =>
  apiGet<CalendarFeed>(apiPaths.itemCalendarFeed(itemPath(id)), signal);

export const resetCalendarFeed = (id: string): Promise<CalendarFeed> =>
  apiPost<CalendarFeed>(apiPaths.itemCalendarFeedReset(itemPath(id)), undefined);
