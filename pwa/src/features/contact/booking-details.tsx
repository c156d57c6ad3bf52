/**
 * The booking intent's details box (contact page): check-in, check-out and the duration in
 * days, from the item page's calendar (/contact/{id}?intent=booking&start=…&end=…). A booking holds
 * the days from check-in up to check-out (the return day), so a duration needs check-out after check-in.
 */
import { CalendarDays } from 'lucide-react';
import { daysBetween } from '@shared/booking-days.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { dateFormat } from '@shared/intl-dates.ts';
import { BookingDetailsBox } from './booking-details-box.tsx';

const t = conversationMessages.contact;

/** A YYYY-MM-DD date as UTC midnight, or null when it is not one. */
export function parseDay(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

const formatDay = (date: Date): string =>
  dateFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);

export function BookingDetails({ start, end }: { start: string | undefined; end: string | undefined }) {
  const from = parseDay(start);
  const to = parseDay(end);
  const valid = start && end && from && to && to > from;
  const facts = [
    { term: t.checkIn, value: from ? formatDay(from) : null },
    { term: t.checkOut, value: to ? formatDay(to) : null },
    { term: t.duration, value: valid ? t.days(daysBetween(start, end)) : null },
  ];
  return <BookingDetailsBox icon={CalendarDays} facts={facts} />;
}
