/** The summary's Total (through bookingTotal): "Negotiable", the hourly price, or ₹ with its detail. */
import type { Item } from '@shared/api.ts';
import { bookingTotal } from '@shared/booking-days.ts';
import { formatRupees } from '@shared/intl.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';

const t = calendarMessages.summary;

export interface TotalText {
  amount: string;
  /** "3 days × ₹800", "3 hours × ₹150", or the number of days when there is no sum. */
  detail: string;
}

/** The total of `days` days, or of `hours` hours when booked by the hour. */
export function totalText(item: Pick<Item, 'price' | 'priceUnit' | 'isNegotiable'>, days: number, hours: number | null = null): TotalText {
  const total = bookingTotal(item, days, hours);
  if (total.kind === 'negotiable') return { amount: t.negotiable, detail: hours === null ? t.days(days) : calendarMessages.hours.hours(hours) };
  if (total.kind === 'hourly')
    return {
      amount: t.hourly(formatRupees(total.price)),
      detail: t.days(days),
    };
  // bookingTotal only prices a listing with a price.
  const detail = t.detail(total.units, total.unit, formatRupees(item.price ?? '0'));
  // Weeks and months are rounded up from days: say how many days they stand for.
  return {
    amount: formatRupees(total.amount),
    detail: total.unit === 'day' || total.unit === 'hour' ? detail : `${detail} (${t.days(days)})`,
  };
}
