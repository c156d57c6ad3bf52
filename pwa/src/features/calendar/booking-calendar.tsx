/**
 * The item page's booking calendar: the month grid with the listing's booked and
 * blocked days, the legend, the From / To / Total summary and "Request Booking", which opens
 * /contact/{id}?intent=booking&start=…&end=… (a visitor is asked to log in there). The listing's
 * owner sees it read-only, with the way to manage it. Loaded lazily: it is not on the first page.
 */
import { useDeferredValue, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { Button } from '@pwa/ui/button.tsx';
import { AvailabilityStatus } from './availability-status.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { CalendarGrid } from './calendar-grid.tsx';
import { CalendarLegend } from './calendar-legend.tsx';
import { ManageCalendarLink } from './manage-calendar-link.tsx';
import { CalendarSpace } from './calendar-space.tsx';
import { EMPTY_SELECTION, pickDay, type Refusal, type Selection } from './range-picking.ts';
import { renterDayView } from './renter-day-view.ts';
import { shortDay } from './calendar-days.ts';
import { gridSpan, useAvailability } from './use-availability.ts';
import { useCalendarMonth } from './use-calendar-month.ts';

const t = calendarMessages;

export type CalendarItem = Pick<Item, 'id' | 'price' | 'priceUnit' | 'isNegotiable' | 'minRentalDuration' | 'maxRentalDuration'>;

function refusalText(refusal: Refusal): string {
  if (refusal.kind === 'across-booked') return t.refusals.acrossBooked(shortDay(refusal.start));
  return refusal.kind === 'too-short' ? t.refusals.tooShort(refusal.min) : t.refusals.tooLong(refusal.max);
}

export default function BookingCalendar({ item, readOnly = false }: { item: CalendarItem; readOnly?: boolean }) {
  // Its code has just loaded: the six weeks of days are drawn in a deferred render of their own, which
  // React slices, rather than in the one that mounts this (uninterruptible, 150 ms and more under
  // Lighthouse's slowdown). The availability is asked for meanwhile.
  const drawn = useDeferredValue(true, false);
  const { today, month, setMonth, firstMonth, lastMonth } = useCalendarMonth();
  // The days' availability arrives from the device's database; drawn deferred, the six weeks of days
  // it changes are drawn in slices rather than in one uninterruptible pass.
  const availability = useDeferredValue(useAvailability(item.id, gridSpan(month)));
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [note, setNote] = useState<string | null>(null);
  const minDays = Math.max(1, item.minRentalDuration);
  const context = {
    month,
    today,
    known: availability.known,
    selection,
    readOnly,
  };

  const onPick = (day: string): void => {
    const result = pickDay(selection, day, {
      known: availability.known,
      minDays,
      maxDays: item.maxRentalDuration,
    });
    setSelection(result.selection);
    setNote(result.refusal ? refusalText(result.refusal) : null);
  };

  if (!drawn) return <CalendarSpace />;
  const { start, end } = selection;
  return (
    <section aria-labelledby="booking-calendar-heading" className="rounded-2xl border border-border bg-surface p-3 sm:p-4">
      <h2 id="booking-calendar-heading" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <CalendarCheck aria-hidden className="size-5 text-primary" />
        {t.heading}
      </h2>
      <p className="mt-1 mb-3 text-sm text-fg-muted">
        {readOnly ? t.ownerNote : t.intro}
        {minDays > 1 ? ` ${t.duration.min(minDays)}` : ''}
        {item.maxRentalDuration !== null ? ` ${t.duration.max(item.maxRentalDuration)}` : ''}
      </p>
      <AvailabilityStatus state={availability} />
      <CalendarGrid
        month={month}
        firstMonth={firstMonth}
        lastMonth={lastMonth}
        today={today}
        onMonthChange={setMonth}
        viewDay={(day) => renterDayView(day, context)}
        onPick={onPick}
      />
      <CalendarLegend />
      {readOnly ? (
        <ManageCalendarLink itemId={item.id} />
      ) : (
        <>
          <BookingSummary item={item} selection={selection} note={note} />
          {start && end ? (
            <Link
              to="/contact/$id"
              params={{ id: item.id }}
              search={{ intent: 'booking', start, end }}
              className={buttonClass('primary', 'md', 'mt-3 w-full')}
            >
              {t.requestBooking}
            </Link>
          ) : (
            <Button disabled className="mt-3 w-full">
              {t.requestBooking}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
