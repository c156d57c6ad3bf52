/**
 * The booking intent's details box (contact page): check-in, check-out and the duration in
 * days, from the item page's calendar (/contact/{id}?intent=booking&start=…&end=…). A booking holds
 * the days from check-in up to check-out (the return day), so a duration needs check-out after check-in.
 */
import { CalendarDays } from 'lucide-react';
import { daysBetween } from '@shared/booking-days.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { dateFormat } from '@shared/intl-dates.ts';

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
  return (
    <section aria-labelledby="booking-details-heading" className="rounded-2xl border border-border bg-surface p-4">
      <h2 id="booking-details-heading" className="flex items-center gap-2 font-semibold text-fg">
        <CalendarDays aria-hidden className="size-5 text-primary" />
        {t.bookingDetails}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm min-[360px]:grid-cols-3">
        <div>
          <dt className="text-fg-muted">{t.checkIn}</dt>
          <dd className="font-medium text-fg">{from ? formatDay(from) : '—'}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.checkOut}</dt>
          <dd className="font-medium text-fg">{to ? formatDay(to) : '—'}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.duration}</dt>
          <dd className="font-medium text-fg">{valid ? t.days(daysBetween(start, end)) : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
