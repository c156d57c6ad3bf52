/** Realistic notifications on the device (the rows the inbox sync stores), for the tab's and the header's tests. */
import type { NotificationRow } from '@pwa/db/app-db.ts';

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
