import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { badgeText, MessagesLink } from './messages-link.tsx';
import { messages } from '@shared/messages.ts';

const row = (id: string, unreadCount: number) => ({
  id,
  itemId: '01936f5e-7c2a-7b3e-9d41-1000000000aa',
  itemTitle: 'Canon EOS 200D',
  itemImageUrl: null,
  itemDeleted: false,
  ownerId: 'o',
  renterId: 'r',
  role: 'owner' as const,
  otherParty: { id: 'r', name: 'Meera Nair', profileImageUrl: null, isVerified: false },
  lastMessage: null,
  unreadCount,
  blockedBy: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  lastMessageAt: '2026-11-24T09:00:00.000Z',
  fetchedAt: 0,
});

describe("the header's Messages entry", () => {
  beforeEach(() => db.conversations.clear());

  it('links to the inbox and counts the unread messages of every conversation on the device', async () => {
    await db.conversations.bulkPut([row('a', 2), row('b', 0), row('c', 1)]);
    await renderWithRouter(<MessagesLink />, ['/messages']);
    const link = await screen.findByRole('link', { name: messages.header.messagesWithUnread(3) });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.textContent).toBe('3');
    await db.conversations.update('a', { unreadCount: 0 });
    expect(await screen.findByRole('link', { name: messages.header.messagesWithUnread(1) })).toBeTruthy();
    await db.conversations.update('c', { unreadCount: 0 });
    expect((await screen.findByRole('link', { name: messages.header.messages })).textContent).toBe('');
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
