/**
 * Every kind of queued write and its executor: the one list by which the features' writes join the
 * sync engine, registered by main.tsx (through app-sync.ts) and by sw.ts for the worker's own flush.
 */
import { reviewBookingExecutor } from '@pwa/features/booking-reviews/review-executor.ts';
import { acceptBookingExecutor, cancelBookingExecutor, declineBookingExecutor, requestBookingExecutor } from '@pwa/features/bookings/booking-executors.ts';
import { mergeFavoritesExecutor } from '@pwa/features/favorites/favorites-executor.ts';
import { createListingExecutor, deleteListingExecutor, updateListingExecutor } from '@pwa/features/listings/listing-executors.ts';
import { replyExecutor, sendMessageExecutor } from '@pwa/features/messages/message-executors.ts';
import { deleteNotificationExecutor, readAllNotificationsExecutor, readNotificationExecutor } from '@pwa/features/notifications/notification-executors.ts';
import type { Executors } from '@pwa/sync/executor.ts';

/*
 * Queued for offline: a change to the user's own things that the server can take later exactly as
 * made, and that the device can show before it lands (listings, messages and replies, booking
 * requests and decisions, ratings after a rental, favourites, notification reads and deletions).
 * Sent once and made again at the next chance, not queued: a thread's read mark (each opening), the
 * account's language (each start), a listing's view and contact counts (lost offline).
 * Online only, the answer awaited: payments and plans, identity documents, the profile and its
 * picture, sign-in and sign-out, blocked days (a booking may land in between), the website review,
 * alerts' subscription, the calendar feed, blocking a conversation, admin decisions.
 * A new kind adds its OutboxKinds member (declare module '@pwa/db/outbox-row.ts') beside its
 * executor, and the executor here; TypeScript refuses the one without the other.
 */
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
