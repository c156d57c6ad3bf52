/**
 * A booking in its conversation (a message with bookingId): the dates (or day and time), the status and the viewer's
 * actions (the owner's Accept / Decline, the renter's Cancel), what waits in the outbox, and a link
 * to the booking in the Bookings tab. Read from Dexie; fetched once when the device lacks it.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { db, type BookingRow } from '@pwa/db/app-db.ts';
import { BookingActionButtons } from './booking-action-buttons.tsx';
import { formatHours, formatLength, formatShortRange, hoursOf } from './booking-format.ts';
import { shownStatus } from './booking-status.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { BookingSyncState } from './booking-sync-state.tsx';
import { refreshBooking } from './bookings-api.ts';
import { useBookingActions } from './use-booking-actions.ts';

const t = bookingMessages.card;

export function BookingThreadCard({ bookingId, accountId }: { bookingId: string; accountId: string }) {
  const booking = useLiveQuery(async () => (await db.bookings.get(bookingId)) ?? null, [bookingId]);
  useEffect(() => {
    if (booking === null && navigator.onLine) void refreshBooking(bookingId).catch(() => undefined);
  }, [booking, bookingId]);
  if (!booking) return <p className="mt-2 text-xs opacity-80">{t.loading}</p>;
  return <LoadedCard booking={booking} accountId={accountId} />;
}

function LoadedCard({ booking, accountId }: { booking: BookingRow; accountId: string }) {
  const actions = useBookingActions(accountId, booking);
  const hours = hoursOf(booking);
  return (
    <section aria-label={t.bookingLabel(booking.itemTitle)} tabIndex={-1} data-booking-focus className="mt-2 flex flex-col gap-2 rounded-xl border border-border bg-surface p-2.5 text-sm text-fg outline-none">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 font-medium">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-primary" />
          {hours ? formatHours(hours) : formatShortRange(booking.startDate, booking.endDate)}
          <span className="text-fg-muted">· {formatLength(booking)}</span>
        </p>
        <BookingStatusBadge status={shownStatus(booking)} />
      </div>
      <BookingSyncState booking={booking} actions={actions} />
      <BookingActionButtons booking={booking} actions={actions} />
      <Link to="/dashboard" search={{ tab: 'bookings', booking: booking.id }} className="inline-flex min-h-11 items-center self-start text-primary underline-offset-2 hover:underline">
        {t.viewBooking}
      </Link>
    </section>
  );
}
