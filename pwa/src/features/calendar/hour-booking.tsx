/**
 * The item page's "Book by the hour", for a listing priced per hour: the listing's hours, the month
 * grid to pick one day, how many hours, the free starts of that day, the Day / Time / Duration / Total
 * summary and "Request Booking", which opens /contact/{id}?intent=booking&startsAt=…&endsAt=… (India
 * times). The owner sees the grid read-only, with the way to manage it. Loaded lazily, like the day
 * calendar: its days are named without Intl, so showing it loads no ICU date data.
 */
import { useDeferredValue, useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { hourSpan, maxHoursIn, openHoursOf } from '@shared/booking-hours.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { Button } from '@pwa/ui/button.tsx';
import { AvailabilityStatus } from './availability-status.tsx';
import { CalendarGrid } from './calendar-grid.tsx';
import { CalendarLegend } from './calendar-legend.tsx';
import { ManageCalendarLink } from './manage-calendar-link.tsx';
import { CalendarSpace } from './calendar-space.tsx';
import { hourDayView, startsOn } from './hour-picking.ts';
import { HourStarts } from './hour-starts.tsx';
import { HourSummary } from './hour-summary.tsx';
import { gridSpan, useAvailability } from './use-availability.ts';
import { useCalendarMonth } from './use-calendar-month.ts';

const t = calendarMessages.hours;

export type HourBookingItem = Pick<Item, 'id' | 'price' | 'priceUnit' | 'isNegotiable' | 'availableFrom' | 'availableUntil'>;

export default function HourBooking({ item, readOnly = false }: { item: HourBookingItem; readOnly?: boolean }) {
  // As the day calendar: the grid is drawn in a deferred render of its own, sliced by React.
  const drawn = useDeferredValue(true, false);
  const { today, month, setMonth, firstMonth, lastMonth } = useCalendarMonth();
  const availability = useDeferredValue(useAvailability(item.id, gridSpan(month)));
  const [day, setDay] = useState<string | null>(null);
  const [hours, setHours] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const hoursId = useId();
  // Now, as of the last pick: the starts offered are those still to come then (the contact page checks again).
  const [now, setNow] = useState(Date.now);
  const open = openHoursOf(item);
  const starts = day ? startsOn(day, hours, open, availability.known, new Date(now)) : [];
  // A start chosen earlier stays chosen while it still fits the day and the hours.
  const start = chosen !== null && starts.includes(chosen) ? chosen : null;
  const span = day && start ? hourSpan(day, start, hours) : null;
  const context = { month, today, known: availability.known, open, now: new Date(now), picked: day, readOnly };
  const pickDay = (one: string): void => {
    setNow(Date.now());
    setDay(one);
  };
  const pickHours = (count: number): void => {
    setNow(Date.now());
    setHours(count);
  };

  if (!drawn) return <CalendarSpace />;
  return (
    <section aria-labelledby="hour-booking-heading" className="rounded-2xl border border-border bg-surface p-3 sm:p-4">
      <h2 id="hour-booking-heading" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <Clock aria-hidden className="size-5 text-primary" />
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{readOnly ? calendarMessages.ownerNote : t.intro}</p>
      <p className="mt-2 mb-3 inline-flex rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-fg tabular-nums">
        {open.from === '00:00' && open.until === '24:00' ? t.anyTime : t.open(open.from, open.until)}
      </p>
      <AvailabilityStatus state={availability} />
      <CalendarGrid
        month={month}
        firstMonth={firstMonth}
        lastMonth={lastMonth}
        today={today}
        onMonthChange={setMonth}
        viewDay={(one) => hourDayView(one, context)}
        onPick={pickDay}
      />
      <CalendarLegend extra={[{ look: 'partly-booked', label: calendarMessages.legend.someHoursBooked }]} />
      {readOnly ? (
        <ManageCalendarLink itemId={item.id} />
      ) : (
        <>
          <div className="mt-4 flex flex-col gap-4">
            <div>
              <label htmlFor={hoursId} className="mb-1.5 block text-sm font-medium text-fg">
                {t.count}
              </label>
              <select id={hoursId} value={hours} onChange={(event) => pickHours(Number(event.target.value))} className={`${inputClass} appearance-auto pr-8`}>
                {Array.from({ length: maxHoursIn(open) }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {t.hours(index + 1)}
                  </option>
                ))}
              </select>
            </div>
            {day ? <HourStarts starts={starts} hours={hours} chosen={start} onChoose={setChosen} /> : null}
          </div>
          <HourSummary item={item} day={day} hours={hours} span={span} noStarts={day !== null && starts.length === 0} />
          {span ? (
            <Link
              to="/contact/$id"
              params={{ id: item.id }}
              search={{ intent: 'booking', startsAt: span.startsAt, endsAt: span.endsAt }}
              className={buttonClass('primary', 'md', 'mt-3 w-full')}
            >
              {calendarMessages.requestBooking}
            </Link>
          ) : (
            <Button disabled className="mt-3 w-full">
              {calendarMessages.requestBooking}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
