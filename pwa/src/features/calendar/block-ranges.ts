/**
 * The owner's blocked days as a draft (days the owner marks unavailable). Picking blocks
 * whole days from the first tap to the last, both included; ranges are kept start ≤ d < end like the
 * API's, sorted, with overlapping or touching ones joined, so what is saved is what is shown.
 */
import { addDays, dayInRanges, rangesOverlap, type DayRange } from '@shared/booking-days.ts';

/** Sorted, with overlapping and touching ranges joined. */
export function normalizeRanges(ranges: readonly DayRange[]): DayRange[] {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const joined: DayRange[] = [];
  for (const range of sorted) {
    const last = joined.at(-1);
    if (last && range.start <= last.end) last.end = range.end > last.end ? range.end : last.end;
    else joined.push({ ...range });
  }
  return joined;
}

/** The draft with the days first … last (both included) blocked. */
export const blockDays = (ranges: readonly DayRange[], first: string, last: string): DayRange[] =>
  normalizeRanges([...ranges, { start: first, end: addDays(last, 1) }]);

/** The draft without the range holding `day`. */
export const unblockAt = (ranges: readonly DayRange[], day: string): DayRange[] => ranges.filter((range) => !dayInRanges(day, [range]));

/** Whether blocking first … last would cover a booked day. */
export const coversBooked = (booked: readonly DayRange[], first: string, last: string): boolean =>
  booked.some((range) => rangesOverlap(range, { start: first, end: addDays(last, 1) }));

/** Whether two drafts block the same days. */
export const sameRanges = (a: readonly DayRange[], b: readonly DayRange[]): boolean => {
  const left = normalizeRanges(a);
  const right = normalizeRanges(b);
  return left.length === right.length && left.every((range, index) => range.start === right[index]?.start && range.end === right[index]?.end);
};
