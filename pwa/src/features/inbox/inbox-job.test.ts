// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppNotification, Conversation, InboxChanges, Message } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { ApiError } from '@pwa/lib/api-error.ts';
import { ACCOUNT, resetOutboxTables } from '@pwa/test/outbox-fixtures.ts';
import { createInboxRunner, inboxJob, type InboxSyncDeps } from './inbox-job.ts';
import { INBOX_CURSOR_KEY } from './pull-inbox.ts';
import { queueReply } from '@pwa/features/messages/queue-message.ts';

const CONVERSATION = '01936f5e-7c2a-7b3e-9d41-c0000000000a';

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION,
    itemId: '01936f5e-7c2a-7b3e-9d41-1000000000aa',
    itemTitle: 'Canon EOS 200D',
    itemImageUrl: null,
    itemDeleted: false,
    ownerId: ACCOUNT,
    renterId: '01936f5e-7c2a-7b3e-9d41-0000000000ff',
    role: 'owner',
    otherParty: { id: '01936f5e-7c2a-7b3e-9d41-0000000000ff', name: 'Meera Nair', profileImageUrl: null, isVerified: false },
    lastMessage: null,
    unreadCount: 1,
    blockedBy: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    lastMessageAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

const message = (id: string, body = 'Is it free on Saturday?'): Message => ({
  id,
  conversationId: CONVERSATION,
  itemId: '01936f5e-7c2a-7b3e-9d41-1000000000aa',
  senderId: '01936f5e-7c2a-7b3e-9d41-0000000000ff',
  body,
  contact: null,
  bookingId: null,
  createdAt: '2026-11-24T09:00:00.000Z',
});

const notification = (id: string): AppNotification => ({
  id,
  type: 'message',
  title: 'New message from Meera Nair',
  message: 'Is it free on Saturday?',
  isRead: false,
  itemId: null,
  conversationId: CONVERSATION,
  bookingId: null,
  senderName: 'Meera Nair',
  senderEmail: 'meera@example.in',
  senderPhone: null,
  createdAt: '2026-11-24T09:00:00.000Z',
});

const page = (cursor: string, hasMore: boolean, parts: Partial<InboxChanges> = {}): InboxChanges => ({
  conversations: [],
  messages: [],
  notifications: [],
  deletedNotificationIds: [],
  bookings: [],
  cursor,
  hasMore,
  ...parts,
});

/** The inbox changes call, answered from a list of pages; records each path asked. */
function inboxServer(pages: Array<InboxChanges | Error>, overrides: Partial<InboxSyncDeps> = {}) {
  const asked: string[] = [];
  const deps: InboxSyncDeps = {
    getJson: async <T,>(path: string): Promise<T> => {
      asked.push(path);
      const next = pages.shift();
      if (!next) throw new Error(`unexpected call ${path}`);
      if (next instanceof Error) throw next;
      return next as T;
    },
    online: () => true,
    visible: () => true,
    accountId: async () => ACCOUNT,
    ...overrides,
  };
  return { deps, asked };
}

describe('the inbox sync', () => {
  beforeEach(async () => {
    await resetOutboxTables();
    await Promise.all([db.conversations.clear(), db.messages.clear(), db.notifications.clear(), db.inboxCursor.clear()]);
  });

  it('pulls page after page from the stored cursor while the server has more, storing each with its cursor', async () => {
    await db.inboxCursor.put({ key: INBOX_CURSOR_KEY, cursor: 'c0', fetchedAt: 0 });
    const server = inboxServer([
      page('c1', true, { conversations: [conversation()], messages: [message('01936f5e-7c2a-7b3e-9d41-m00000000001')] }),
      page('c2', false, { notifications: [notification('01936f5e-7c2a-7b3e-9d41-n00000000001')] }),
    ]);
    await createInboxRunner(server.deps).request();
    expect(server.asked).toEqual(['/api/inbox/changes?limit=200&since=c0', '/api/inbox/changes?limit=200&since=c1']);
    expect(await db.conversations.count()).toBe(1);
    expect(await db.messages.count()).toBe(1);
    expect(await db.notifications.count()).toBe(1);
    expect((await db.inboxCursor.get(INBOX_CURSOR_KEY))?.cursor).toBe('c2');
  });

  it('asks from the beginning on a fresh device, and keeps the pages it got when a later one fails', async () => {
    const server = inboxServer([page('c1', true, { conversations: [conversation()] }), new Error('offline')]);
    await createInboxRunner(server.deps).request();
    expect(server.asked[0]).toBe('/api/inbox/changes?limit=200');
    expect(await db.conversations.count()).toBe(1);
    expect((await db.inboxCursor.get(INBOX_CURSOR_KEY))?.cursor).toBe('c1');
  });

  it("replaces a pending message with the server's copy of the same id, and drops notifications deleted elsewhere", async () => {
    const { message: pending } = await queueReply(ACCOUNT, { id: CONVERSATION, itemId: '01936f5e-7c2a-7b3e-9d41-1000000000aa', renterId: '01936f5e-7c2a-7b3e-9d41-0000000000ff' }, 'See you at 5');
    await db.notifications.put({ ...notification('01936f5e-7c2a-7b3e-9d41-n00000000009'), fetchedAt: 0 });
    const server = inboxServer([page('c1', false, { messages: [{ ...message(pending.id, 'See you at 5'), senderId: ACCOUNT }], deletedNotificationIds: ['01936f5e-7c2a-7b3e-9d41-n00000000009'] })]);
    await createInboxRunner(server.deps).request();
    const stored = await db.messages.get(pending.id);
    expect(stored?.pending).toBeUndefined();
    expect(await db.notifications.count()).toBe(0);
  });

  it('starts again from the beginning when the server no longer reads the stored cursor', async () => {
    await db.inboxCursor.put({ key: INBOX_CURSOR_KEY, cursor: 'stale', fetchedAt: 0 });
    const server = inboxServer([new ApiError(400, 'invalid-cursor', 'That cursor is not valid'), page('c1', false, { conversations: [conversation()] })]);
    await createInboxRunner(server.deps).request();
    expect(server.asked).toEqual(['/api/inbox/changes?limit=200&since=stale', '/api/inbox/changes?limit=200']);
    expect((await db.inboxCursor.get(INBOX_CURSOR_KEY))?.cursor).toBe('c1');
  });

  it('asks nothing when signed out or offline', async () => {
    const signedOut = inboxServer([], { accountId: async () => null });
    await createInboxRunner(signedOut.deps).request();
    const offline = inboxServer([], { online: () => false });
    await createInboxRunner(offline.deps).request();
    expect([...signedOut.asked, ...offline.asked]).toEqual([]);
  });

  it('pulls on every sync trigger', async () => {
    const server = inboxServer([page('c1', false), page('c2', false), page('c3', false)]);
    const job = inboxJob(server.deps);
    await job.on('start');
    await job.on('online');
    await job.on('visible');
    expect(server.asked).toHaveLength(3);
  });
});
