import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxChanges } from '@shared/api.ts';
import { insertMessage } from '../conversations/message-repo.ts';
import { contactOwner, key, ownerAndRenter, replyIn } from '../../test/conversations.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('inbox changes on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const changes = async (client: TestClient, since?: string, limit?: number): Promise<InboxChanges> => {
    const query = new URLSearchParams({ ...(since ? { since } : {}), ...(limit ? { limit: String(limit) } : {}) });
    const response = await client.get(`/api/inbox/changes?${query}`);
    expect(response.status, response.text).toBe(200);
    return response.json as InboxChanges;
  };
  /** Every page from the cursor on, merged. */
  const catchUp = async (client: TestClient, since?: string, limit?: number) => {
    const all: InboxChanges = { conversations: [], messages: [], notifications: [], deletedNotificationIds: [], bookings: [], cursor: since ?? '', hasMore: false };
    let pages = 0;
    for (;;) {
      const page = await changes(client, all.cursor || undefined, limit);
      pages++;
      all.conversations.push(...page.conversations);
      all.messages.push(...page.messages);
      all.notifications.push(...page.notifications);
      all.deletedNotificationIds.push(...page.deletedNotificationIds);
      all.cursor = page.cursor;
      if (!page.hasMore) return { ...all, pages };
    }
  };

  it('hands a phone everything of its inbox at first, then only what changed, in pages', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const first = await contactOwner(renter.client, item.id, { message: 'one' });
    await replyIn(owner.client, first.conversationId, 'two');
    await replyIn(renter.client, first.conversationId, 'three');

    const start = await catchUp(owner.client, undefined, 2);
    expect(start.pages).toBeGreaterThan(1);
    expect(start.messages.map((message) => message.body)).toEqual(['one', 'two', 'three']);
    expect(start.notifications.map((notification) => notification.message)).toEqual(['one', 'three']);
    // The conversation comes as the owner sees it now (after its latest change).
    expect(start.conversations.at(-1)).toMatchObject({ id: first.conversationId, role: 'owner', unreadCount: 2, lastMessage: { body: 'three' } });

    // Nothing changed: nothing comes, the cursor stays usable.
    const quiet = await changes(owner.client, start.cursor);
    expect(quiet).toMatchObject({ conversations: [], messages: [], notifications: [], deletedNotificationIds: [], hasMore: false });

    // Read on another device, a notification deleted, a new message: all of it comes, once.
    await owner.client.request('PUT', `/api/conversations/${first.conversationId}/read`, { headers: key() });
    const [newest] = start.notifications.slice(-1);
    await owner.client.request('DELETE', `/api/notifications/${newest?.id}`, { headers: key() });
    await replyIn(renter.client, first.conversationId, 'four');
    const later = await catchUp(owner.client, quiet.cursor);
    expect(later.messages.map((message) => message.body)).toEqual(['four']);
    expect(later.deletedNotificationIds).toEqual([newest?.id]);
    expect(later.notifications.map((notification) => [notification.message, notification.isRead])).toEqual([['one', true], ['four', false]]);
    expect(later.conversations.at(-1)).toMatchObject({ unreadCount: 1, lastMessage: { body: 'four' } });
  });

  // PGlite has one connection, so two writes can never overlap there; on PostgreSQL they can.
  it.runIf(kind === 'postgres')('lets messages of two conversations pass each other, and never skips the one that commits last', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const other = await signedInClient(server);
    const first = await contactOwner(renter.client, item.id, { message: 'first renter' });
    const second = await contactOwner(other.client, item.id, { message: 'second renter' });
    const start = await catchUp(owner.client);
    const slow = await server.db.knex.transaction();
    try {
      // A message written in a transaction that stays open; then a send in another conversation,
      // through the API, finishes without waiting for it.
      await insertMessage(slow, { id: randomUUID(), conversationId: first.conversationId, senderId: renter.user.id, body: 'held back', contact: null, createdAt: new Date() });
      expect((await replyIn(other.client, second.conversationId, 'sent meanwhile')).status).toBe(201);
      const during = await catchUp(owner.client, start.cursor);
      expect(during.messages.map((message) => message.body)).not.toContain('sent meanwhile');
      await slow.commit();
      const after = await catchUp(owner.client, during.cursor);
      expect(after.messages.map((message) => message.body).sort()).toEqual(['held back', 'sent meanwhile']);
    } finally {
      if (!slow.isCompleted()) await slow.rollback();
    }
  });

  it('tells a party when a conversation is blocked, and never shows others’ inboxes', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const { conversationId } = await contactOwner(renter.client, item.id);
    const before = await catchUp(renter.client);
    await owner.client.request('PUT', `/api/conversations/${conversationId}/block`, { headers: key() });
    const after = await catchUp(renter.client, before.cursor);
    expect(after.conversations).toMatchObject([{ id: conversationId, blockedBy: 'other' }]);

    const { client: stranger } = await signedInClient(server);
    const theirs = await catchUp(stranger);
    expect(theirs).toMatchObject({ conversations: [], messages: [], notifications: [], deletedNotificationIds: [] });
  });

  it('tells both parties when the listing of their conversation is deleted', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const { conversationId } = await contactOwner(renter.client, item.id);
    const before = await catchUp(renter.client);
    expect((await owner.client.request('DELETE', `/api/items/${item.id}`)).status).toBe(204);
    expect((await catchUp(renter.client, before.cursor)).conversations).toMatchObject([{ id: conversationId, itemDeleted: true }]);
  });

  it('refuses a forged cursor or a bad limit with 400, and is for signed-in users only', async () => {
    const { client } = await signedInClient(server);
    for (const query of ['since=forged', `since=${Buffer.from('{"seq":"-1"}').toString('base64url')}`, 'limit=0', 'limit=201', 'limit=two']) {
      const response = await client.get(`/api/inbox/changes?${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await client.get('/api/inbox/changes?since=forged')).json).toMatchObject({ code: 'invalid-cursor' });
    expect((await server.client().get('/api/inbox/changes')).status).toBe(401);
  });
});
