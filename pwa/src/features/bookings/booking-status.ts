/**
 * What a booking shows and allows, from its status and dates in India (shared/src/booking-days.ts).
 * An accepted booking whose end day has come reads "Completed" even before the server says so; only
 * pending and accepted bookings before their start day can be cancelled (the server's rule too).
 */
import type { Booking, BookingStatus } from '@shared/api.ts';
import { todayInIndia } from '@shared/booking-days.ts';
import type { BookingDecision } from './queue-booking.ts';

export function shownStatus(booking: Pick<Booking, 'status' | 'endDate'>, today = todayInIndia()): BookingStatus {
  return booking.status === 'accepted' && booking.endDate <= today ? 'completed' : booking.status;
}

/** The decisions the viewer can take on it now, in the order the card shows them. */
export function availableActions(booking: Pick<Booking, 'status' | 'startDate' | 'endDate' | 'role'>, today = todayInIndia()): BookingDecision[] {
  const status = shownStatus(booking, today);
  const beforeStart = today < booking.startDate;
  if (booking.role === 'owner') {
    if (status === 'pending') return ['accept', 'decline'];
    return status === 'accepted' && beforeStart ? ['cancel'] : [];
  }
  return (status === 'pending' || status === 'accepted') && beforeStart ? ['cancel'] : [];
}
