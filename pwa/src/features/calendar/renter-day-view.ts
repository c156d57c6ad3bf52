/**
 * What a day is on the renter's calendar: its status and whether a click acts. Only
 * available days of the displayed month can be picked; while a start waits for its end, the first
 * booked or blocked day after it can be picked too, as the return day (the range ends where the
 * booking begins).
 */
import { calendarMessages } from '@shared/messages/calendar.ts';
import { dayStatus, firstTakenDay, monthOf, type KnownAvailability } from './calendar-days.ts';
import type { DayView } from './calendar-grid.tsx';
import { dayLabel } from './day-label.ts';
import { inSelection, type Selection } from './range-picking.ts';

const s = calendarMessages.status;

export interface RenterDayContext {
  month: string;
  today: string;
  known: KnownAvailability | null;
  selection: Selection;
  /** The owner's read-only view: nothing can be picked. */
  readOnly: boolean;
}

export function renterDayView(day: string, { month, today, known, selection, readOnly }: RenterDayContext): DayView {
  const status = dayStatus(day, today, known);
  if (monthOf(day) !== month)
    return {
      look: 'outside',
      pickable: false,
      label: dayLabel(day, 'outside'),
      selected: false,
    };
  const selected = inSelection(day, selection);
  const isEnd = day === selection.start || day === selection.end;
  const extra = day === selection.start ? [s.start] : day === selection.end ? [s.end] : selected ? [s.selected] : [];
  const returnDay =
    (status === 'booked' || status === 'unavailable') &&
    selection.start !== null &&
    selection.end === null &&
    day > selection.start &&
    firstTakenDay(selection.start, day, known) === null;
  return {
    look: isEnd ? 'selected-end' : selected ? 'selected-between' : status,
    pickable: !readOnly && (status === 'available' || returnDay),
    label: dayLabel(day, status, extra),
    selected,
  };
}
