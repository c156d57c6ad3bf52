/**
 * Booking by the hour on the item page: the span a start books, the starts that fit a day, and what a
 * day of the picker's grid is. A day booked whole (by days), blocked, past or unknown cannot be
 * picked, nor one where not even an hour is free any more (booked by the hour, or today after its
 * last start); a day with some hours booked can, and says so.
 */
import { freeStarts, type OpenHours } from '@shared/booking-hours.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { dayStatus, hoursBookedOn, monthOf, type KnownAvailability } from './calendar-days.ts';
import type { DayView } from './calendar-grid.tsx';
import { dayLabel } from './day-label.ts';

const s = calendarMessages.status;

/** The starts at which `hours` hours are free on `day`. */
export const startsOn = (day: string, hours: number, open: OpenHours, known: KnownAvailability | null, now: Date): string[] =>
  freeStarts(day, hours, open, hoursBookedOn(day, known), now);

export interface HourDayContext {
  month: string;
  today: string;
  known: KnownAvailability | null;
  open: OpenHours;
  now: Date;
  /** The day picked, if any. */
  picked: string | null;
  /** The owner's read-only view: nothing can be picked. */
  readOnly: boolean;
}

export function hourDayView(day: string, { month, today, known, open, now, picked, readOnly }: HourDayContext): DayView {
  if (monthOf(day) !== month) return { look: 'outside', pickable: false, label: dayLabel(day, 'outside'), selected: false };
  // Only bookings by days take a whole day here: hours booked leave the rest of the day free.
  const status = dayStatus(day, today, known ? { ...known, booked: known.bookedDays } : null);
  const booked = hoursBookedOn(day, known).length > 0;
  if (status !== 'available') return { look: status, pickable: false, label: dayLabel(day, status), selected: false };
  if (startsOn(day, 1, open, known, now).length === 0) {
    const full = booked ? 'booked' : 'past';
    return { look: full, pickable: false, label: dayLabel(day, full), selected: false };
  }
  const selected = day === picked;
  const extra = [...(booked ? [calendarMessages.hours.someBooked] : []), ...(selected ? [s.selected] : [])];
  return {
    look: selected ? 'selected-end' : booked ? 'partly-booked' : 'available',
    pickable: !readOnly,
    label: dayLabel(day, 'available', extra),
    selected,
  };
}
