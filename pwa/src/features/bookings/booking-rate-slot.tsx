/**
 * Where a booking card's "Rate" action goes: the booking-reviews feature's button ("Rate the listing
 * and its owner" / "Rate the renter" while the booking can be rated, then "You rated ★4").
 */
import type { BookingRow } from '@pwa/db/app-db.ts';
import { RateBookingButton } from '@pwa/features/booking-reviews/index.ts';

export function BookingRateSlot({ booking }: { booking: BookingRow }) {
  return <RateBookingButton booking={booking} />;
}
