/**
 * What a booking shows and allows, from its status and dates in India (shared/src/booking-days.ts),
 * or its times for a booking by the hour. An accepted booking whose end day (end time) has come reads
 * "Completed" even before the server says so; only pending and accepted bookings before their start
 * day (start time) can be cancelled (the server's rule too).
 */
import type { Booking, BookingStatus } from '@shared/api.ts';
import { todayInIndia } from '@shared/booking-days.ts';
import type { BookingDecision } from './queue-booking.ts';

type Dated = Pick<Booking, 'status' | 'endDate'> & Partial<Pick<Booking, 'startsAt' | 'endsAt'>>;

/** `now` (ms) is read for a booking by the hour, `today` (India) for one by days. */
export function shownStatus(booking: Dated, today = todayInIndia(), now = Date.now()): BookingStatus {
  const ended = booking.endsAt ? Date.parse(booking.endsAt) <= now : booking.endDate <= today;
  return booking.status === 'accepted' && ended ? 'completed' : booking.status;
}

/** The decisions the viewer can take on it now, in the order the card shows them. */
export function availableActions(booking: Dated & Pick<Booking, 'startDate' | 'role'>, today = todayInIndia(), now = Date.now()): BookingDecision[] {
  const status = shownStatus(booking, today, now);
  const beforeStart = booking.startsAt ? now < Date.parse(booking.startsAt) : today < booking.startDate;
  if (booking.role === 'owner') {
    if (status === 'pending') return ['accept', 'decline'];
    return status === 'accepted' && beforeStart ? ['cancel'] : [];
  }
  return (status === 'pending' || status === 'accepted') && beforeStart ? ['cancel'] : [];
}
