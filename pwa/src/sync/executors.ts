/**
 * The executor of every kind of operation (the kinds are listed in outbox-types.ts). A new kind (a
 * message, a booking request) adds its executor here, beside its member of OutboxKinds; TypeScript
 * refuses the one without the other, and nothing else in the outbox changes.
 */
// A kind's executor module is its face to the outbox (it also runs in the service worker).
import { mergeFavoritesExecutor } from '@pwa/features/favorites/favorites-executor.ts';
import { deleteNotificationExecutor, readAllNotificationsExecutor, readNotificationExecutor } from '@pwa/features/notifications/notification-executors.ts';
import {
  acceptBookingExecutor,
  cancelBookingExecutor,
  declineBookingExecutor,
  requestBookingExecutor,
  reviewBookingExecutor,
} from './bookings/booking-executors.ts';
import type { Executors } from './executor.ts';
import { replyExecutor, sendMessageExecutor } from './inbox/message-executors.ts';
import { createListingExecutor, deleteListingExecutor, updateListingExecutor } from './listings/listing-executors.ts';

export const executors: Executors = {
  'listing.create': createListingExecutor,
  'listing.update': updateListingExecutor,
  'listing.delete': deleteListingExecutor,
  'favorites.merge': mergeFavoritesExecutor,
  'message.send': sendMessageExecutor,
  'message.reply': replyExecutor,
  'notification.read': readNotificationExecutor,
  'notifications.readAll': readAllNotificationsExecutor,
  'notification.delete': deleteNotificationExecutor,
  'booking.request': requestBookingExecutor,
  'booking.accept': acceptBookingExecutor,
  'booking.decline': declineBookingExecutor,
  'booking.cancel': cancelBookingExecutor,
  'booking.review': reviewBookingExecutor,
};
