/**
 * What a booking event tells the other party: a notification pointing at the booking, and one push
 * alert per booking that opens it in the Bookings tab (a decision replaces the request's alert).
 */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import type { NotificationEvent } from '@shared/schemas/notification.ts';
import { notify } from '../notify/index.ts';
import { nameShownToOthers, senderShownToOthers } from '../users/index.ts';
import type { BookingFacts } from './booking-repo.ts';

export type BookingEvent = 'requested' | 'accepted' | 'declined' | 'cancelled';

/** Where a tap on a booking alert goes: the booking in the Bookings tab of the dashboard. */
export const bookingUrl = (bookingId: string): string => `/dashboard?tab=bookings&booking=${bookingId}`;

/** What the other party's notification says happened: worded in their language where it is read. */
function notificationEvent(event: BookingEvent, actor: User, booking: BookingFacts): NotificationEvent {
  const item = booking.itemTitle;
  // A booking by the hour names its time; one by days is known by its listing.
  const hours = booking.byHour ? { hours: { startsAt: booking.startsAt, endsAt: booking.endsAt } } : {};
  switch (event) {
    case 'requested':
      return { kind: 'booking.requested', renter: nameShownToOthers(actor), item, ...hours };
    case 'accepted':
      return { kind: 'booking.accepted', item, ...hours };
    case 'declined':
      return { kind: 'booking.declined', item, ...hours };
    case 'cancelled':
      return { kind: 'booking.cancelled', by: nameShownToOthers(actor), item, ...hours };
  }
}

/**
 * Tells the party of `booking` who is not `actor` of `event`. An automatic decline (another request
 * took the days) is still the owner's decision, so `actor` is the owner then too.
 */
export async function alertOtherParty(trx: Knex.Transaction, booking: BookingFacts, event: BookingEvent, actor: User, at: Date): Promise<void> {
  const recipientId = actor.id === booking.ownerId ? booking.renterId : booking.ownerId;
  await notify(trx, {
    userId: recipientId,
    event: notificationEvent(event, actor, booking),
    itemId: booking.itemId,
    conversationId: booking.conversationId,
    bookingId: booking.id,
    sender: senderShownToOthers(actor),
    createdAt: at,
    push: ({ title, message }) => ({
      type: 'booking',
      title,
      body: message,
      tag: `booking:${booking.id}`,
      url: bookingUrl(booking.id),
      conversationId: booking.conversationId,
      itemId: booking.itemId,
      bookingId: booking.id,
    }),
  });
}
