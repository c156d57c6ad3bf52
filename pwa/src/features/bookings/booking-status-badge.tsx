/** A booking's status as a coloured pill, the word always written (colour is never the only sign). */
import type { BookingStatus } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';

const STYLES: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  declined: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  cancelled: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
  completed: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>{bookingMessages.status[status]}</span>;
}
