import { describe, expect, it } from 'vitest';
import { bookingMessages } from './messages/bookings.ts';
import { documentMessages } from './messages/documents.ts';
import hindiBookings from './messages/hi/bookings.ts';
import hindiDocuments from './messages/hi/documents.ts';
import hindiNotifications from './messages/hi/notifications.ts';
import { notificationMessages } from './messages/notifications.ts';
import { notificationWords, type NotificationCopy } from './notification-words.ts';
import { knownNotificationEvent, type NotificationEvent } from './schemas/notification.ts';

const english: NotificationCopy = { notifications: notificationMessages, bookings: bookingMessages, documents: documentMessages };
const hindi: NotificationCopy = { notifications: hindiNotifications.notificationMessages, bookings: hindiBookings, documents: hindiDocuments };

/** One event of every kind. */
const events: NotificationEvent[] = [
  { kind: 'message.contact', sender: 'Ravi Kumar', text: 'Is it free on Sunday?' },
  { kind: 'message.reply', sender: 'Kavita Rao', text: 'Yes, it is.' },
  { kind: 'booking.requested', renter: 'Ravi Kumar', item: 'Canon 1500D' },
  { kind: 'booking.accepted', item: 'Canon 1500D' },
  { kind: 'booking.declined', item: 'Canon 1500D' },
  { kind: 'booking.cancelled', by: 'Kavita Rao', item: 'Canon 1500D' },
  { kind: 'booking.reviewed', reviewer: 'Ravi Kumar', item: 'Canon 1500D', rating: 4 },
  { kind: 'document.verified', documentType: 'pan' },
  { kind: 'document.rejected', documentType: 'aadhaar', reason: 'The photo is blurred' },
];

describe('a notification worded from what happened', () => {
  it.each(events.map((event) => [event.kind, event] as const))('%s: in each language, with its facts', (_, event) => {
    const [inEnglish, inHindi] = [notificationWords(event, english), notificationWords(event, hindi)];
    expect(inEnglish.title).not.toBe(inHindi.title);
    // Names, titles and texts are said as they are; the document type is said by its label.
    const facts = Object.entries(event).filter(([key, value]) => key !== 'kind' && key !== 'documentType' && typeof value === 'string');
    for (const words of [inEnglish, inHindi]) {
      expect(words.title).not.toBe('');
      for (const [, fact] of facts) expect(`${words.title} ${words.message}`).toContain(fact);
    }
  });

  it('closes a rejection reason with each language’s own full stop', () => {
    const event: NotificationEvent = { kind: 'document.rejected', documentType: 'aadhaar', reason: 'The photo is blurred' };
    expect(notificationWords(event, english).message).toContain('The photo is blurred.');
    expect(notificationWords(event, hindi).message).toContain('The photo is blurred।');
  });

  it('knows only the kinds and facts of this build', () => {
    for (const event of events) expect(knownNotificationEvent(event)).toEqual(event);
    for (const unknown of [null, undefined, 'booking.accepted', {}, { kind: 'listing.featured', item: 'x' }, { kind: 'booking.accepted' }, { kind: 'booking.reviewed', reviewer: 'a', item: 'b', rating: 9 }]) {
      expect(knownNotificationEvent(unknown)).toBeNull();
    }
  });
});
