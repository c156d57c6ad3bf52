/**
 * The device's copy of a listing's availability (Dexie `availability`, one row per listing), so the
 * calendar works offline from the last answers. Months are fetched one grid at a time;
 * an answer that touches the saved span is joined to it (the new answer is the truth for its own days,
 * older ranges and booked hours outside it are kept), otherwise it replaces it.
 */
import type { ItemAvailability } from '@shared/api.ts';
import { rangesOverlap, type DayRange } from '@shared/booking-days.ts';
import { indiaDayOf, type TimeRange } from '@shared/booking-hours.ts';
import { db, type AvailabilityRow } from '@pwa/db/app-db.ts';

const outside = (ranges: readonly DayRange[], span: DayRange): DayRange[] => ranges.filter((range) => !rangesOverlap(range, span));
const hoursOutside = (spans: readonly TimeRange[], { start, end }: DayRange): TimeRange[] =>
  spans.filter((hours) => indiaDayOf(hours.startsAt) < start || indiaDayOf(hours.startsAt) >= end);

/** Joins an answer for [from, to) to the saved row, or starts a new one. */
export function mergeAvailability(
  saved: AvailabilityRow | undefined,
  answer: ItemAvailability,
  from: string,
  to: string,
  fetchedAt: number,
): AvailabilityRow {
  const row: AvailabilityRow = { ...answer, from, to, fetchedAt };
  if (!saved || saved.to < from || to < saved.from) return row;
  const span = { start: from, end: to };
  return {
    ...row,
    from: saved.from < from ? saved.from : from,
    to: saved.to > to ? saved.to : to,
    booked: [...outside(saved.booked, span), ...answer.booked],
    blocked: [...outside(saved.blocked, span), ...answer.blocked],
    // A row saved before bookings by the hour has none.
    bookedHours: [...hoursOutside(saved.bookedHours ?? [], span), ...answer.bookedHours],
  };
}

export async function storeAvailability(itemId: string, answer: ItemAvailability, from: string, to: string): Promise<void> {
  await db.transaction('rw', db.availability, async () => {
    const saved = await db.availability.get(itemId);
    await db.availability.put(mergeAvailability(saved, { ...answer, itemId }, from, to, Date.now()));
  });
}
