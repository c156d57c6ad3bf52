/**
 * The summary under the hour picker: Day, Time, Duration and Total (hours × the hourly price), as a
 * live region so a pick is heard, with a hint of the next step. Days and times are India's.
 */
import type { Item } from '@shared/api.ts';
import type { TimeRange } from '@shared/booking-hours.ts';
import { partsOfDay, weekdayDayMonth } from '@shared/day-names.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { totalText } from './booking-total.ts';
import { clockSpan } from './hour-span.ts';

const t = calendarMessages.hours;
const none = calendarMessages.summary.none;

interface HourSummaryProps {
  item: Pick<Item, 'price' | 'priceUnit' | 'isNegotiable'>;
  day: string | null;
  hours: number;
  /** The span chosen, once a start is. */
  span: TimeRange | null;
  /** No start fits the day: the picker says so, the summary gives no hint. */
  noStarts: boolean;
}

export function HourSummary({ item, day, hours, span, noStarts }: HourSummaryProps) {
  const total = span ? totalText(item, 1, hours) : null;
  const hint = day === null ? t.pickDay : span === null && !noStarts ? t.pickStart : null;
  const time = span ? clockSpan(span) : none;
  return (
    <div aria-live="polite" className="mt-4 flex flex-col gap-3">
      {hint ? <p className="text-sm text-fg-muted">{hint}</p> : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl bg-surface-muted p-3 text-sm">
        <dt className="text-fg-muted">{t.day}</dt>
        <dd className="text-right font-medium text-fg">{day ? weekdayDayMonth(partsOfDay(day)) : none}</dd>
        <dt className="text-fg-muted">{t.time}</dt>
        <dd className="text-right font-medium text-fg tabular-nums">{time}</dd>
        <dt className="text-fg-muted">{t.duration}</dt>
        <dd className="text-right font-medium text-fg">{t.hours(hours)}</dd>
        <dt className="self-start font-semibold text-fg">{calendarMessages.summary.total}</dt>
        <dd className="text-right">
          <span className="font-bold text-primary">{total ? total.amount : none}</span>
          {total ? <span className="block text-xs text-fg-muted">{total.detail}</span> : null}
        </dd>
      </dl>
    </div>
  );
}
