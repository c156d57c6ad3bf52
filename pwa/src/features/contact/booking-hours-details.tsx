/**
 * The booking intent's details box for a booking by the hour (contact page): its day, its time
 * ("10:00–13:00") and how many hours, in India time, from the item page's hour picker. Times that
 * cannot be a booking by the hour show dashes (the page says why below).
 */
import { Clock } from 'lucide-react';
import { clockOnDay, hoursBetween, indiaClockOf, indiaDayOf, type TimeRange } from '@shared/booking-hours.ts';
import { partsOfDay, weekdayDayMonth } from '@shared/day-names.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';

const t = conversationMessages.contact;

export function BookingHoursDetails({ span }: { span: TimeRange | null }) {
  const day = span ? indiaDayOf(span.startsAt) : null;
  const facts = [
    { term: t.day, value: day ? weekdayDayMonth(partsOfDay(day)) : '—' },
    { term: t.time, value: span && day ? `${indiaClockOf(span.startsAt)}–${clockOnDay(span.endsAt, day)}` : '—' },
    { term: t.duration, value: span ? t.hours(hoursBetween(span.startsAt, span.endsAt)) : '—' },
  ];
  return (
    <section aria-labelledby="booking-details-heading" className="rounded-2xl border border-border bg-surface p-4">
      <h2 id="booking-details-heading" className="flex items-center gap-2 font-semibold text-fg">
        <Clock aria-hidden className="size-5 text-primary" />
        {t.bookingDetails}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm min-[360px]:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-fg-muted">{fact.term}</dt>
            <dd className="font-medium text-fg tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
