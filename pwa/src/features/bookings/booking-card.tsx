/**
 * One booking in the Bookings tab: the listing, status, dates (or day and time, for a booking by the
 * hour) and total, the other side, the
 * renter's message, a decline's or cancel's reason, what waits in the outbox or was refused, and the
 * viewer's actions. `rateAction` is the slot for the reviews' "Rate" (BookingRateSlot by default).
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { bookingMessages, DATES_TAKEN_REASON } from '@shared/messages/bookings.ts';
import type { BookingRow } from '@pwa/db/app-db.ts';
import { PlaceholderIllustration } from '@pwa/features/items/index.ts';
import { isUnknownConversationId } from '@pwa/features/inbox/index.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { BookingActionButtons } from './booking-action-buttons.tsx';
import { formatDay, formatHours, formatLength, formatTotal, hoursOf } from './booking-format.ts';
import { BookingRateSlot } from './booking-rate-slot.tsx';
import { shownStatus } from './booking-status.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { BookingSyncState } from './booking-sync-state.tsx';
import { PartySummary } from './party-summary.tsx';
import { useBookingActions } from './use-booking-actions.ts';

const t = bookingMessages.card;

export interface BookingCardProps {
  booking: BookingRow;
  accountId: string;
  /** The booking a link named (?booking=): drawn out so the eye finds it. */
  highlighted?: boolean;
  /** The "Rate" action's slot; BookingRateSlot when not given. */
  rateAction?: ReactNode;
}

/** The DOM id a link's ?booking= scrolls to. */
export const bookingCardId = (bookingId: string): string => `booking-${bookingId}`;

export function BookingCard({ booking, accountId, highlighted = false, rateAction }: BookingCardProps) {
  const actions = useBookingActions(accountId, booking);
  const status = shownStatus(booking);
  const other = booking.role === 'owner' ? booking.renter : booking.owner;
  const closed = status === 'declined' || status === 'cancelled';
  const headingId = `${bookingCardId(booking.id)}-title`;
  const hours = hoursOf(booking);
  return (
    <article
      id={bookingCardId(booking.id)}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-booking-focus
      className={`flex scroll-mt-24 flex-col gap-3 rounded-2xl border bg-surface p-3 outline-none sm:p-4 ${
        highlighted ? 'border-primary ring-2 ring-primary' : 'border-border'
      } ${booking.pendingAction === 'request' ? 'border-dashed' : ''}`}
    >
      <div className="flex gap-3">
        <div className="size-16 shrink-0 overflow-hidden rounded-xl border border-border bg-surface-muted">
          {booking.itemImageUrl ? <img src={booking.itemImageUrl} alt="" className="size-full object-cover" /> : <PlaceholderIllustration className="size-full" />}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={headingId} className="min-w-0 font-semibold text-fg">
              <Link to="/item/$id" params={{ id: booking.itemId }} className="line-clamp-2 break-words hover:underline">
                {booking.itemTitle}
              </Link>
            </h3>
            <BookingStatusBadge status={status} />
          </div>
          <p className="mt-1 text-sm text-fg-muted">
            {formatLength(booking)} · <span className="font-semibold text-fg">{formatTotal(booking)}</span>
            <span className="sr-only"> ({t.total})</span>
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-surface-muted p-2.5 text-sm">
        {hours ? (
          <div className="col-span-2">
            <dt className="text-xs text-fg-muted">{t.time}</dt>
            <dd className="font-medium text-fg tabular-nums">{formatHours(hours)}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt className="text-xs text-fg-muted">{t.checkIn}</dt>
              <dd className="font-medium text-fg">{formatDay(booking.startDate)}</dd>
            </div>
            <div>
              <dt className="text-xs text-fg-muted">{t.checkOut}</dt>
              <dd className="font-medium text-fg">{formatDay(booking.endDate)}</dd>
            </div>
          </>
        )}
      </dl>

      <PartySummary party={other} label={booking.role === 'owner' ? t.renterLabel : t.ownerLabel} />

      {booking.message ? (
        <div className="text-sm">
          <p className="text-xs text-fg-muted">{t.message}</p>
          <p className="break-words whitespace-pre-wrap text-fg">{booking.message}</p>
        </div>
      ) : null}
      {closed && (booking.reason || booking.cancelledBy) ? (
        <div className="text-sm">
          <p className="text-xs text-fg-muted">{booking.cancelledBy === 'owner' ? t.cancelledByOwner : booking.cancelledBy === 'renter' ? t.cancelledByRenter : t.reason}</p>
          {booking.reason ? <p className="break-words text-fg">{booking.reason === DATES_TAKEN_REASON ? bookingMessages.datesNoLongerAvailable : booking.reason}</p> : null}
        </div>
      ) : null}

      <BookingSyncState booking={booking} actions={actions} />
      <BookingActionButtons booking={booking} actions={actions} />
      {rateAction ?? <BookingRateSlot booking={booking} />}

      {isUnknownConversationId(booking.conversationId) ? null : (
        <Link to="/messages/$conversationId" params={{ conversationId: booking.conversationId }} className={buttonClass('ghost', 'md', 'self-start px-2 text-primary')}>
          <MessageSquare aria-hidden className="size-5" />
          {t.openConversation}
        </Link>
      )}
    </article>
  );
}
