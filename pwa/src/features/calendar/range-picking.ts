/**
 * Range picking: the first click sets the start; a click on a later day sets the end and fires the
 * selection; a click on an earlier or equal day, or after a full range, restarts it. A range outside the
 * listing's minimum and maximum rental keeps its start and says why.
 */
import { daysBetween } from '@shared/booking-days.ts';
import { firstTakenDay, type KnownAvailability } from './calendar-days.ts';

export interface Selection {
  start: string | null;
  end: string | null;
}

export const EMPTY_SELECTION: Selection = { start: null, end: null };

export type Refusal = { kind: 'across-booked'; start: string } | { kind: 'too-short'; min: number } | { kind: 'too-long'; max: number };

export interface PickResult {
  selection: Selection;
  /** Set when the click made a whole range: the selection to fire. */
  fired: { start: string; end: string } | null;
  refusal: Refusal | null;
}

export interface PickRules {
  known: KnownAvailability | null;
  /** Days; 1 when the listing says nothing. */
  minDays: number;
  maxDays: number | null;
}

const restart = (day: string, refusal: Refusal | null = null): PickResult => ({
  selection: { start: day, end: null },
  fired: null,
  refusal,
});

/** The selection after a click on `day`, which the caller has checked may be picked. */
export function pickDay(selection: Selection, day: string, rules: PickRules): PickResult {
  const { start, end } = selection;
  if (start === null || end !== null || day <= start) return restart(day);
  // The end is the return day (shared/src/booking-days.ts): the range holds start ≤ d < end, so it may
  // end on the first day of a booking, never span one.
  if (firstTakenDay(start, day, rules.known) !== null) return restart(day, { kind: 'across-booked', start: day });
  const days = daysBetween(start, day);
  if (days < rules.minDays)
    return {
      selection,
      fired: null,
      refusal: { kind: 'too-short', min: rules.minDays },
    };
  if (rules.maxDays !== null && days > rules.maxDays)
    return {
      selection,
      fired: null,
      refusal: { kind: 'too-long', max: rules.maxDays },
    };
  return {
    selection: { start, end: day },
    fired: { start, end: day },
    refusal: null,
  };
}

/** Whether `day` is in the picked range (its start, its end, and the days between). */
export const inSelection = (day: string, { start, end }: Selection): boolean =>
  start !== null && (end === null ? day === start : start <= day && day <= end);
