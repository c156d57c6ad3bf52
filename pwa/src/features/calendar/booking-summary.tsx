/** The summary under the calendar: From, To and Total, as a live region so a pick is heard. */
import type { Item } from '@shared/api.ts';
import { daysBetween } from '@shared/booking-days.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { shortDay } from './calendar-days.ts';
import { totalText } from './booking-total.ts';
import type { Selection } from './range-picking.ts';

const t = calendarMessages.summary;

interface BookingSummaryProps {
  item: Pick<Item, 'price' | 'priceUnit' | 'isNegotiable'>;
  selection: Selection;
  /** A polite refusal of the last click, shown first. */
  note: string | null;
}

export function BookingSummary({ item, selection, note }: BookingSummaryProps) {
  const { start, end } = selection;
  const total = start && end ? totalText(item, daysBetween(start, end)) : null;
  const hint = start === null ? t.pickStart : end === null ? t.pickEnd : null;
  return (
    <div aria-live="polite" className="mt-4 flex flex-col gap-3">
      {note ? <p className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-fg">{note}</p> : null}
      {hint && !note ? <p className="text-sm text-fg-muted">{hint}</p> : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl bg-surface-muted p-3 text-sm">
        <dt className="text-fg-muted">{t.from}</dt>
        <dd className="text-right font-medium text-fg">{start ? shortDay(start) : t.none}</dd>
        <dt className="text-fg-muted">{t.to}</dt>
        <dd className="text-right font-medium text-fg">{end ? shortDay(end) : t.none}</dd>
        <dt className="self-start font-semibold text-fg">{t.total}</dt>
        <dd className="text-right">
          <span className="font-bold text-primary">{total ? total.amount : t.none}</span>
          {total ? <span className="block text-xs text-fg-muted">{total.detail}</span> : null}
        </dd>
      </dl>
    </div>
  );
}
