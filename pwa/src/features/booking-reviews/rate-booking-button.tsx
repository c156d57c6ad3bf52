/**
 * The rating slot of a booking card: "Rate the listing and its owner" (renter) or "Rate the renter" (owner)
 * while the booking can be rated, "You rated ★4" once rated (from the queued review until the server has
 * it), and nothing otherwise. Whether a queued review waits or was refused is the card's to say, as for
 * every write of a booking (features/bookings' BookingSyncState); a discarded one makes it rateable again.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { Star } from 'lucide-react';
import type { Booking } from '@shared/api.ts';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { db } from '@pwa/db/app-db.ts';
import { Button } from '@pwa/ui/button.tsx';
import { RateBookingDialog, rateActionOf } from './rate-booking-dialog.tsx';
import { usePendingReview } from './use-pending-review.ts';

const t = reviewMessages.rate;

type RateableBooking = Pick<Booking, 'id' | 'role' | 'itemTitle' | 'owner' | 'renter' | 'canReview' | 'myReview'>;

export function RateBookingButton({ booking }: { booking: RateableBooking }) {
  const pending = usePendingReview(booking.id);
  // The device's copy gets the server's review as soon as it is sent (the outbox's executor), even
  // when the list that drew this card has not been fetched again yet.
  const stored = useLiveQuery(async () => (await db.bookings.get(booking.id)) ?? null, [booking.id]);
  const myReview = booking.myReview ?? stored?.myReview ?? null;
  if (myReview) return <YouRated rating={myReview.rating} />;
  // Still reading: draw nothing rather than a button that may be gone a moment later.
  if (pending === undefined || stored === undefined) return null;
  if (pending) return pending.refused ? null : <YouRated rating={pending.rating} />;
  if (!booking.canReview) return null;
  return (
    <RateBookingDialog booking={booking}>
      <Button variant="outline" className="self-start">
        <Star aria-hidden className="size-4 text-amber-500" />
        {rateActionOf(booking.role)}
      </Button>
    </RateBookingDialog>
  );
}

function YouRated({ rating }: { rating: number }) {
  return (
    <p className="text-sm font-medium text-fg">
      <span aria-hidden>{t.youRated(rating)}</span>
      <span className="sr-only">{t.youRatedLabel(rating)}</span>
    </p>
  );
}
