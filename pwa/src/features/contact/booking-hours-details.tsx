/**
 * The booking intent's details box for a booking by the hour (contact page): its day, its time
 * ("10:00–13:00") and how many hours, in India time, from the item page's hour picker. Times that
 * cannot be a booking by the hour show dashes (the page says why below).
 */
import { Clock } from 'lucide-react';
import { clockOnDay, hoursBetween, indiaClockOf, indiaDayOf, type TimeRange } from '@shared/booking-hours.ts';
import { partsOfDay, weekdayDayMonth } from '@shared/day-names.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { BookingDetailsBox } from './booking-details-box.tsx';

const t = conversationMessages.contact;

export function BookingHoursDetails({ span }: { span: TimeRange | null }) {
  const day = span ? indiaDayOf(span.startsAt) : null;
  const facts = [
    { term: t.day, value: day ? weekdayDayMonth(partsOfDay(day)) : null },
    { term: t.time, value: span && day ? `${indiaClockOf(span.startsAt)}–${clockOnDay(span.endsAt, day)}` : null },
    { term: t.duration, value: span ? t.hours(hoursBetween(span.startsAt, span.endsAt)) : null },
  ];
  return <BookingDetailsBox icon={Clock} facts={facts} tabular />;
}
