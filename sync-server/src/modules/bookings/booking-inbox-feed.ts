/** The bookings' part of the inbox changes call: the viewer's bookings in both roles, as they read now. */
import type { Booking } from '@shared/api.ts';
import { now } from '../../clock.ts';
import type { InboxFeed } from '../../db/inbox-seq.ts';
import { bookingsChangedSince } from './booking-repo.ts';

export const bookingInboxFeed: InboxFeed<{ booking: Booking }> = {
  changedSince: (db, viewerId, since, until, limit) => bookingsChangedSince(db, viewerId, since, until, limit, now()),
};
