/**
 * A notification's title and message from what happened (schemas/notification.ts), in the copy of one
 * language. The server stores the words in its recipient's language beside the event (old apps and old
 * rows read those); the PWA words the event again with the page's copy, so a notification reads in the
 * language the app shows now. Callers pass the copy: the server has one per user, a page has its own.
 */
import type { BookingMessages } from './messages/bookings.ts';
import type { DocumentMessages } from './messages/documents.ts';
import type { NotificationMessages } from './messages/notifications.ts';
import type { NotificationEvent } from './schemas/notification.ts';

/** The copy modules a notification's words come from, all in one language. */
export interface NotificationCopy {
  notifications: NotificationMessages;
  bookings: BookingMessages;
  documents: DocumentMessages;
}

export interface NotificationWords {
  title: string;
  message: string;
}

export function notificationWords(event: NotificationEvent, copy: NotificationCopy): NotificationWords {
  const words = eventWords(event, copy);
  // A booking by the hour says when: the same words, then its time.
  if ('hours' in event && event.hours) {
    return { ...words, message: copy.bookings.withHours(words.message, copy.bookings.hoursSpan(event.hours.startsAt, event.hours.endsAt)) };
  }
  return words;
}

function eventWords(event: NotificationEvent, copy: NotificationCopy): NotificationWords {
  const notify = copy.bookings.notify;
  switch (event.kind) {
    case 'message.contact':
      return { title: copy.notifications.newConversationTitle(event.sender), message: event.text };
    case 'message.reply':
      return { title: copy.notifications.newMessageTitle(event.sender), message: event.text };
    case 'booking.requested':
      return notify.requested(event.renter, event.item);
    case 'booking.accepted':
      return notify.accepted(event.item);
    case 'booking.declined':
      return notify.declined(event.item);
    case 'booking.cancelled':
      return notify.cancelled(event.by, event.item);
    case 'booking.reviewed':
      return notify.reviewed(event.reviewer, event.item, event.rating);
    case 'document.verified':
      return { title: copy.documents.notify.title('verified'), message: copy.documents.notify.verified(copy.documents.typeLabels[event.documentType]) };
    case 'document.rejected':
      // Each language closes the administrator's reason with its own full stop when it has none.
      return { title: copy.documents.notify.title('rejected'), message: copy.documents.notify.rejected(copy.documents.typeLabels[event.documentType], event.reason.trim()) };
    case 'support.answered':
      // The title is the app's, in the reader's language; the answer is the administrator's, as written.
      return { title: copy.notifications.supportAnsweredTitle, message: event.answer };
    case 'report.reviewed':
      return { title: copy.notifications.reportReviewedTitle, message: copy.notifications.reportReviewed[event.outcome] };
    case 'moderation.warned':
      return { title: copy.notifications.warnedTitle, message: event.reason };
    case 'listing.hidden':
      return { title: copy.notifications.listingHiddenTitle(event.item), message: copy.notifications.listingHidden(event.reason.trim()) };
    case 'listing.restored':
      return { title: copy.notifications.listingRestoredTitle(event.item), message: copy.notifications.listingRestored };
    case 'search.matched':
      return { title: copy.notifications.searchMatchedTitle(event.words), message: copy.notifications.searchMatched(event.item) };
  }
}
