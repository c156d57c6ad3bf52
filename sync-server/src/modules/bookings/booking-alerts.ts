/**
 * What a booking event sets off for the other party (DESIGN.md §9): a notification of type 'booking'
 * pointing at the booking, and one push alert that opens it in the Bookings tab — both written in the
 * event's transaction, so neither exists for a request or decision that rolled back.
 */
import type { Knex } from 'knex';
import type { PushAlert, User } from '@shared/api.ts';
import type { NotificationEvent } from '@shared/schemas/notification.ts';
import { copyForUser } from '../../copy/user-copy.ts';
import { queuePushAlert } from '../../push/queue-push-alert.ts';
import { excerpt } from '../notifications/excerpt.ts';
import { writeNotification } from '../notifications/write-notification.ts';
import { nameShownToOthers, senderShownToOthers } from '../users/shown-to-others.ts';
import type { BookingFacts } from './booking-repo.ts';

const PUSH_TITLE_MAX = 80;
const PUSH_BODY_MAX = 240;

export type BookingEvent = 'requested' | 'accepted' | 'declined' | 'cancelled';


/** Where a tap on a booking alert goes: the booking in the Bookings tab of the dashboard. */
export const bookingUrl = (bookingId: string): string => `/dashboard?tab=bookings&booking=${bookingId}`;

/** What the other party's notification says happened: worded in their language where it is read. */
function notificationEvent(event: BookingEvent, actor: User, item: string): NotificationEvent {
  switch (event) {
    case 'requested':
      return { kind: 'booking.requested', renter: nameShownToOthers(actor), item };
    case 'accepted':
      return { kind: 'booking.accepted', item };
    case 'declined':
      return { kind: 'booking.declined', item };
    case 'cancelled':
      return { kind: 'booking.cancelled', by: nameShownToOthers(actor), item };
  }
}

/**
 * Tells the party of `booking` who is not `actor` of `event`. An automatic decline (another request
 * took the days) is still the owner's decision, so `actor` is the owner then too.
 */
export async function alertOtherParty(trx: Knex.Transaction, booking: BookingFacts, event: BookingEvent, actor: User, at: Date): Promise<void> {
  const recipientId = actor.id === booking.ownerId ? booking.renterId : booking.ownerId;
  const copy = await copyForUser(trx, recipientId);
  const { title, message } = await writeNotification(trx, {
    userId: recipientId,
    event: notificationEvent(event, actor, booking.itemTitle),
    copy,
    itemId: booking.itemId,
    conversationId: booking.conversationId,
    bookingId: booking.id,
    sender: senderShownToOthers(actor),
    createdAt: at,
  });
  const push: PushAlert = {
    type: 'booking',
    title: excerpt(title, PUSH_TITLE_MAX),
    body: excerpt(message, PUSH_BODY_MAX),
    // One system notification per booking: a decision replaces the request's alert.
    tag: `booking:${booking.id}`,
    url: bookingUrl(booking.id),
    conversationId: booking.conversationId,
    itemId: booking.itemId,
    bookingId: booking.id,
    lang: copy.locale,
  };
  await queuePushAlert(trx, recipientId, push);
}
