/** Realistic notifications on the device (the rows the inbox sync stores), for the tab's and the header's tests. */
import type { User } from '@shared/api.ts';
import { vi } from 'vitest';
import { db, type NotificationRow } from '@pwa/db/app-db.ts';
import { freshDevice, stopOutbox } from './outbox-in-dom.ts';
import { offline, stubFetch } from './stub-fetch.ts';

/**
 * A device signed in as `user` with no notifications and no connection: the tab's own refresh finds
 * none unless a test serves the list.
 */
export async function notificationsDevice(user: User): Promise<void> {
  await freshDevice(user);
  await Promise.all([db.notifications.clear(), db.inboxCursor.clear()]);
  stubFetch(offline);
}

/** Undoes notificationsDevice and whatever a test mocked or stubbed. */
export function leaveNotificationsDevice(): void {
  stopOutbox();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}

export function makeNotification(overrides: Partial<NotificationRow> = {}): NotificationRow {
  return {
    id: '0193b000-0000-7000-8000-000000000001',
    type: 'message',
    title: 'New message from Rahul Verma',
    message: 'Is the Canon 1500D free this weekend? I need it for a wedding in Kothrud.',
    isRead: false,
    itemId: '0193a1b2-1111-7000-8000-00000000aaaa',
    conversationId: '0193c000-0000-7000-8000-00000000c001',
    bookingId: null,
    senderName: 'Rahul Verma',
    senderEmail: 'rahul@example.in',
    senderPhone: '+919876543210',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    fetchedAt: Date.now(),
    ...overrides,
  };
}
