/**
 * What a day is on the owner's blocking calendar: booked and past days cannot be touched; a blocked
 * day unblocks its range; an available day starts or ends a range to block.
 */
import type { DayRange } from '@shared/booking-days.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { dayStatus, monthOf, type KnownAvailability } from './calendar-days.ts';
import type { DayView } from './calendar-grid.tsx';
import { dayLabel } from './day-label.ts';

const s = calendarMessages.status;

export interface OwnerDayContext {
  month: string;
  today: string;
  known: KnownAvailability | null;
  draft: readonly DayRange[];
  /** The first day of the range being picked, waiting for its last. */
  pending: string | null;
}

export function ownerDayView(day: string, { month, today, known, draft, pending }: OwnerDayContext): DayView {
  if (monthOf(day) !== month)
    return {
      look: 'outside',
      pickable: false,
      label: dayLabel(day, 'outside'),
      selected: false,
    };
  const status = dayStatus(day, today, known ? { ...known, blocked: [...draft] } : null);
  if (status === 'unavailable')
    return {
      look: 'blocked-draft',
      pickable: pending === null,
      label: dayLabel(day, 'blocked-draft'),
      selected: true,
    };
  if (day === pending)
    return {
      look: 'selected-end',
      pickable: true,
      label: dayLabel(day, status, [s.start]),
      selected: true,
    };
  return {
    look: status,
    pickable: status === 'available',
    label: dayLabel(day, status),
    selected: false,
  };
}
