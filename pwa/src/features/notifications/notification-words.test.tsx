/**
 * Notifications in the language the page shows, run in English (pwa) and in Hindi (pwa-hi):
 * the rows below were written by the server in English; one carrying what happened is worded again
 * in the page's copy, one without (stored before, or of a kind this build does not know) shows the
 * words it was stored with.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageLocale } from '@shared/locale.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import hindiNotifications from '@shared/messages/hi/notifications.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { db, type NotificationRow } from '@pwa/db/app-db.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { leaveNotificationsDevice, makeNotification, notificationsDevice } from '@pwa/test/notifications.ts';
import { makeUser } from '@pwa/test/users.ts';
import { NotificationsTab } from './notifications-tab.tsx';

const t = notificationMessages;
const ENGLISH_TITLE = 'New message from Rahul Verma';
const TEXT = 'Is the Canon 1500D free this weekend?';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Stored in English with what happened: a message from the contact page. */
const withEvent = makeNotification({
  title: ENGLISH_TITLE,
  message: TEXT,
  event: { kind: 'message.contact', sender: 'Rahul Verma', text: TEXT },
  createdAt: minutesAgo(5),
});
/** Stored in English before notifications carried an event (no `event` on the device's row). */
const before = makeNotification({ id: '0193b000-0000-7000-8000-000000000002', title: 'Anita Desai replied', message: 'Yes, pick it up at 10.', createdAt: minutesAgo(50) });
/** A kind from a newer server than this build: its stored words stand. */
const unknownKind = makeNotification({
  id: '0193b000-0000-7000-8000-000000000003',
  type: 'other',
  title: 'Your listing is featured',
  message: 'Royal Enfield Classic 350 is on the home page.',
  // Typed as this build's events only by a cast: that is the point, this build does not know it.
  event: { kind: 'listing.featured', item: 'Royal Enfield Classic 350' } as unknown as NotificationRow['event'],
  createdAt: minutesAgo(90),
});
const rejected = makeNotification({
  id: '0193b000-0000-7000-8000-000000000004',
  type: 'other',
  title: 'Document rejected',
  message: 'Your Aadhaar Card was rejected: The photo is blurred. You can resubmit it from Edit Profile.',
  event: { kind: 'document.rejected', documentType: 'aadhaar', reason: 'The photo is blurred' },
  createdAt: minutesAgo(120),
});
const reviewed = makeNotification({
  id: '0193b000-0000-7000-8000-000000000005',
  type: 'booking',
  title: 'New Review',
  message: 'Ravi Kumar rated your rental of Canon 1500D ★4',
  event: { kind: 'booking.reviewed', reviewer: 'Ravi Kumar', item: 'Canon 1500D', rating: 4 },
  createdAt: minutesAgo(150),
});

const shownTitles = () =>
  within(screen.getByRole('list', { name: t.listLabel }))
    .getAllByRole('article')
    .map((article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent);

async function renderTab() {
  await renderWithRouter(<NotificationsTab />, ['/messages/$conversationId', '/item/$id', '/dashboard']);
  await screen.findByRole('list', { name: t.listLabel });
}

describe('a notification in the language the page shows', () => {
  beforeEach(() => notificationsDevice(makeUser()));
  afterEach(leaveNotificationsDevice);

  it('is worded from what happened when it says, and keeps its stored words otherwise', async () => {
    await db.notifications.bulkPut([withEvent, before, unknownKind, rejected, reviewed]);
    await renderTab();
    const rejection = documentMessages.notify;
    const review = bookingMessages.notify.reviewed('Ravi Kumar', 'Canon 1500D', 4);
    expect(shownTitles()).toEqual([t.newConversationTitle('Rahul Verma'), 'Anita Desai replied', 'Your listing is featured', rejection.title('rejected'), review.title]);
    const row = (title: string) => screen.getByRole('article', { name: title });
    // The sender's own words are theirs, in any language.
    expect(within(row(t.newConversationTitle('Rahul Verma'))).getByText(TEXT)).toBeTruthy();
    expect(within(row('Anita Desai replied')).getByText(before.message)).toBeTruthy();
    expect(within(row('Your listing is featured')).getByText(unknownKind.message)).toBeTruthy();
    expect(within(row(rejection.title('rejected'))).getByText(rejection.rejected(documentMessages.typeLabels.aadhaar, 'The photo is blurred'))).toBeTruthy();
    expect(within(row(review.title)).getByText(review.message)).toBeTruthy();
    // Delete names it as shown.
    fireEvent.click(screen.getByRole('button', { name: t.deleteLabel(t.newConversationTitle('Rahul Verma')) }));
    expect(within(await screen.findByRole('alertdialog')).getByText(t.newConversationTitle('Rahul Verma'))).toBeTruthy();
  });

  it.runIf(pageLocale === 'hi')('on a Hindi page, reads a notification written in English in Hindi when it says what happened', async () => {
    await db.notifications.bulkPut([withEvent, before]);
    await renderTab();
    const hindiTitle = hindiNotifications.notificationMessages.newConversationTitle('Rahul Verma');
    expect(shownTitles()).toEqual([hindiTitle, 'Anita Desai replied']);
    expect(screen.queryByText(ENGLISH_TITLE)).toBeNull();
  });
});
