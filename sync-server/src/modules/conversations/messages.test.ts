import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Conversation, Message, PushAlert } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { changedTables } from '../../test/db-snapshot.ts';
import { contactForm, contactOwner, conversationsOf, key, ownerAndRenter, type Pair, replyIn, startInboxTestServer } from '../../test/conversations.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('messages and conversations on %s', (kind) => {
  let server: TestServer;
  let snapshot: () => Promise<Record<string, string>>;

  beforeAll(async () => {
    ({ server, snapshot } = await startInboxTestServer(kind));
  });
  afterAll(() => server.close());

  const pushJobs = async (userId: string): Promise<PushAlert[]> => {
    const rows: Array<{ payload: { userId: string; alert: PushAlert } | string }> = await server.db.knex('jobs').where({ kind: 'push.alert' }).orderBy('id').select('payload');
    return rows
      .map((row) => (typeof row.payload === 'string' ? (JSON.parse(row.payload) as { userId: string; alert: PushAlert }) : row.payload))
      .filter((payload) => payload.userId === userId)
      .map((payload) => payload.alert);
  };
  const notificationsOf = async (client: TestClient) => (await client.get('/api/notifications')).json as AppNotification[];
  const threadOf = async (client: TestClient, id: string) => (await client.get(`/api/conversations/${id}/messages`)).json as Message[];
  /** Expects the request refused with this status and code, and the database unchanged by it. */
  const expectRefused = async (request: () => Promise<{ status: number; json: unknown }>, status: number, code: string) => {
    const before = await snapshot();
    const response = await request();
    expect(response.status, JSON.stringify(response.json)).toBe(status);
    expect(response.json).toMatchObject({ code, message: expect.any(String) });
    expect(changedTables(before, await snapshot())).toEqual([]);
    return response.json as { message: string; fields?: Record<string, string> };
  };

  describe('the contact page’s send', () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await ownerAndRenter(server);
    });

    it('starts one conversation per listing and renter, seen by both sides, and continues it', async () => {
      const { owner, renter, item } = pair;
      const first = await contactOwner(renter.client, item.id, { message: '  Is the camera free this weekend?  ' });
      expect(first).toMatchObject({
        itemId: item.id,
        senderId: renter.user.id,
        body: 'Is the camera free this weekend?',
        contact: { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '+919812345678' },
      });
      const second = await contactOwner(renter.client, item.id, { message: 'And the lens?' });
      expect(second.conversationId).toBe(first.conversationId);

      const [asRenter] = await conversationsOf(renter.client);
      expect(asRenter).toMatchObject({
        id: first.conversationId,
        itemId: item.id,
        itemTitle: item.title,
        itemDeleted: false,
        ownerId: owner.user.id,
        renterId: renter.user.id,
        role: 'renter',
        otherParty: { id: owner.user.id, name: 'Asha Verma' },
        lastMessage: { id: second.id, body: 'And the lens?', senderId: renter.user.id },
        unreadCount: 0,
        blockedBy: null,
      });
      const [asOwner] = await conversationsOf(owner.client);
      expect(asOwner).toMatchObject({ id: first.conversationId, role: 'owner', otherParty: { id: renter.user.id }, unreadCount: 2 });
      expect((await threadOf(owner.client, first.conversationId)).map((message) => message.id)).toEqual([second.id, first.id]);
      // Logged as a contact interaction too (type message, method form).
      const logged = await server.db.knex('contact_interactions').where({ item_id: item.id, contacter_id: renter.user.id });
      expect(logged).toHaveLength(2);
      expect(logged[0]).toMatchObject({ owner_id: owner.user.id, interaction_type: 'message', contact_method: 'form' });
    });

    it('notifies the owner of each message with the contact details and queues one push alert', async () => {
      const { owner, renter, item } = await ownerAndRenter(server);
      const message = await contactOwner(renter.client, item.id, { message: 'Hello! '.repeat(100) });
      const [notification] = await notificationsOf(owner.client);
      expect(notification).toMatchObject({
        type: 'message',
        title: notificationMessages.newConversationTitle('Ravi Kumar'),
        isRead: false,
        itemId: item.id,
        conversationId: message.conversationId,
        senderName: 'Ravi Kumar',
        senderEmail: 'ravi@example.in',
        senderPhone: '+919812345678',
      });
      // The start of the text, not all of it.
      expect(notification?.message.startsWith('Hello! Hello!')).toBe(true);
      expect(notification?.message.length).toBeLessThanOrEqual(200);
      const alerts = await pushJobs(owner.user.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        type: 'message',
        title: 'Ravi Kumar',
        tag: `conversation:${message.conversationId}`,
        url: `/messages/${message.conversationId}`,
        conversationId: message.conversationId,
        itemId: item.id,
      });
      expect(alerts[0]?.body.startsWith(`${item.title}: Hello!`)).toBe(true);
      expect(Buffer.byteLength(JSON.stringify(alerts[0]))).toBeLessThan(1024);
      // The sender is not alerted of their own message.
      expect(await pushJobs(renter.user.id)).toEqual([]);
      expect(await notificationsOf(renter.client)).toEqual([]);
    });

    it('refuses a message about one’s own listing with a clear 403', async () => {
      const { owner, item } = pair;
      const error = await expectRefused(() => owner.client.post('/api/messages', contactForm(item.id), key()), 403, 'own-listing');
      expect(error.message).toBe(serverMessages.messaging.ownListing);
    });

    it('answers 404 for a listing that does not exist or was deleted', async () => {
      const { renter } = pair;
      await expectRefused(() => renter.client.post('/api/messages', contactForm(randomUUID()), key()), 404, 'not-found');
      const { owner, item } = await ownerAndRenter(server);
      expect((await owner.client.request('DELETE', `/api/items/${item.id}`)).status).toBe(204);
      await expectRefused(() => renter.client.post('/api/messages', contactForm(item.id), key()), 404, 'not-found');
    });

    it('requires sign-in', async () => {
      await expectRefused(() => server.client().post('/api/messages', contactForm(pair.item.id), key()), 401, 'not-signed-in');
    });

    it.each([
      ['name', { name: '' }, contactMessages.validation.nameRequired],
      ['name', { name: 'x'.repeat(limits.contactNameMax + 1) }, contactMessages.validation.nameTooLong],
      ['email', { email: 'not-an-email' }, contactMessages.validation.emailInvalid],
      ['email', { email: undefined }, expect.any(String)],
      ['message', { message: '   ' }, contactMessages.validation.messageRequired],
      ['message', { message: 'x'.repeat(limits.messageMax + 1) }, contactMessages.validation.messageTooLong],
      ['message', { message: undefined }, expect.any(String)],
      ['phone', { phone: '12ab' }, expect.any(String)],
      ['itemId', { itemId: 'camera-1' }, contactMessages.validation.itemId],
      ['id', { id: 'one' }, contactMessages.validation.id],
    ])('refuses a bad %s with 400 and writes nothing', async (field, overrides, message) => {
      const error = await expectRefused(() => pair.renter.client.post('/api/messages', contactForm(pair.item.id, overrides), key()), 400, 'invalid-input');
      expect(error.fields?.[field]).toEqual(message);
    });

    it('accepts a message of exactly 2,000 characters after trimming', async () => {
      const message = await contactOwner(pair.renter.client, pair.item.id, { message: ` ${'x'.repeat(limits.messageMax)} ` });
      expect(message.body).toHaveLength(limits.messageMax);
    });
  });

  describe('replies and who may see a conversation', () => {
    it('lets both parties reply and read the thread in pages, newest first', async () => {
      const { owner, renter, item } = await ownerAndRenter(server);
      const first = await contactOwner(renter.client, item.id);
      const replied = await replyIn(owner.client, first.conversationId, 'Yes, it is free.');
      expect(replied.status, replied.text).toBe(201);
      expect(replied.json).toMatchObject({ conversationId: first.conversationId, senderId: owner.user.id, body: 'Yes, it is free.', contact: null, itemId: item.id });
      for (const text of ['Great', 'Can I pick it up Friday?', 'Around 6 pm']) expect((await replyIn(renter.client, first.conversationId, text)).status).toBe(201);

      // The renter is notified of the owner's reply with the owner's profile name, never their account
      // email (the profile call hides it too), nor a phone they did not choose to show.
      const [notification] = await notificationsOf(renter.client);
      expect(notification).toMatchObject({ title: notificationMessages.newMessageTitle('Asha Verma'), senderName: 'Asha Verma', senderEmail: null, senderPhone: null, message: 'Yes, it is free.' });
      expect(JSON.stringify(await notificationsOf(renter.client))).not.toContain(owner.user.email);

      const pages: Message[][] = [];
      let cursor: string | null = null;
      do {
        const response = await owner.client.get(`/api/conversations/${first.conversationId}/messages?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.status).toBe(200);
        pages.push(response.json as Message[]);
        cursor = response.headers.get('x-next-cursor');
      } while (cursor);
      expect(pages.map((page) => page.map((message) => message.body))).toEqual([['Around 6 pm', 'Can I pick it up Friday?'], ['Great', 'Yes, it is free.'], ['Is the camera free this weekend?']]);
      expect((await owner.client.get(`/api/conversations/${first.conversationId}/messages?cursor=forged`)).json).toMatchObject({ code: 'invalid-cursor' });
      expect((await owner.client.get(`/api/conversations/${first.conversationId}/messages?limit=0`)).status).toBe(400);
    });

    it('hides a conversation from a third user: 404 on every call, nothing written', async () => {
      const { renter, item } = await ownerAndRenter(server);
      const { conversationId } = await contactOwner(renter.client, item.id);
      const { client: stranger } = await signedInClient(server);
      await expectRefused(() => stranger.get(`/api/conversations/${conversationId}/messages`), 404, 'not-found');
      await expectRefused(() => replyIn(stranger, conversationId, 'Hi, I am a stranger'), 404, 'not-found');
      await expectRefused(() => stranger.request('PUT', `/api/conversations/${conversationId}/read`, { headers: key() }), 404, 'not-found');
      await expectRefused(() => stranger.request('PUT', `/api/conversations/${conversationId}/block`, { headers: key() }), 404, 'not-found');
      await expectRefused(() => stranger.request('DELETE', `/api/conversations/${conversationId}/block`, { headers: key() }), 404, 'not-found');
      // Unknown ids look the same; ids that are not ids are a 400.
      await expectRefused(() => stranger.get(`/api/conversations/${randomUUID()}/messages`), 404, 'not-found');
      await expectRefused(() => stranger.get('/api/conversations/nope/messages'), 400, 'invalid-input');
      expect(await conversationsOf(stranger)).toEqual([]);
      await expectRefused(() => server.client().get('/api/conversations'), 401, 'not-signed-in');
    });

    it('refuses an empty reply with 400', async () => {
      const { renter, item } = await ownerAndRenter(server);
      const { conversationId } = await contactOwner(renter.client, item.id);
      const error = await expectRefused(() => replyIn(renter.client, conversationId, ' \n '), 400, 'invalid-input');
      expect(error.fields?.message).toBe(contactMessages.validation.messageRequired);
    });

    it('marks the thread and its notifications read', async () => {
      const { owner, renter, item } = await ownerAndRenter(server);
      const { conversationId } = await contactOwner(renter.client, item.id);
      await replyIn(renter.client, conversationId, 'Hello?');
      expect((await owner.client.get('/api/notifications/unread-count')).json).toEqual({ count: 2, messages: 2 });
      const read = await owner.client.request('PUT', `/api/conversations/${conversationId}/read`, { headers: key() });
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({ id: conversationId, unreadCount: 0 });
      expect((await owner.client.get('/api/notifications/unread-count')).json).toEqual({ count: 0, messages: 0 });
      expect((await notificationsOf(owner.client)).every((notification) => notification.isRead)).toBe(true);
      // The renter's own unread count is untouched by the owner reading.
      await replyIn(owner.client, conversationId, 'Yes?');
      expect((await renter.client.get('/api/notifications/unread-count')).json).toEqual({ count: 1, messages: 1 });
    });

    it('keeps a conversation readable, with its title and photo, after the listing is deleted', async () => {
      const { owner, renter, item } = await ownerAndRenter(server);
      const { conversationId } = await contactOwner(renter.client, item.id);
      expect((await owner.client.request('DELETE', `/api/items/${item.id}`)).status).toBe(204);
      const [conversation] = await conversationsOf(renter.client);
      expect(conversation).toMatchObject({ id: conversationId, itemDeleted: true, itemTitle: item.title });
      expect(await threadOf(renter.client, conversationId)).toHaveLength(1);
      expect((await replyIn(owner.client, conversationId, 'It is gone, sorry.')).status).toBe(201);
    });
  });

  describe('client-made ids and replays', () => {
    it('creates one message for a replay with the same key, or the same id under another key', async () => {
      const { owner, renter, item } = await ownerAndRenter(server);
      const form = contactForm(item.id);
      const headers = key();
      const first = await renter.client.post('/api/messages', form, headers);
      const replay = await renter.client.post('/api/messages', form, headers);
      expect(first.status).toBe(201);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.text).toBe(first.text);
      const again = await renter.client.post('/api/messages', form, key());
      expect(again.status).toBe(201);
      expect(again.json).toEqual(first.json);
      const { conversationId } = first.json as Message;
      const reply = { id: randomUUID(), message: 'One reply' };
      expect((await owner.client.post(`/api/conversations/${conversationId}/messages`, reply, key())).status).toBe(201);
      expect((await owner.client.post(`/api/conversations/${conversationId}/messages`, reply, key())).status).toBe(201);
      expect(await threadOf(renter.client, conversationId)).toHaveLength(2);
      expect(await notificationsOf(owner.client)).toHaveLength(1);
      expect(await notificationsOf(renter.client)).toHaveLength(1);
      expect(await pushJobs(owner.user.id)).toHaveLength(1);
    });

    it('keeps one conversation and one copy of each message when sends race', async () => {
      const { owner, renter, item } = await ownerAndRenter(server);
      const same = contactForm(item.id);
      const responses = await Promise.all([
        ...Array.from({ length: 3 }, () => renter.client.post('/api/messages', same, key())),
        ...Array.from({ length: 3 }, (_, n) => renter.client.post('/api/messages', contactForm(item.id, { message: `race ${n}` }), key())),
      ]);
      expect(responses.slice(0, 6).map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
      const conversations = await conversationsOf(renter.client);
      expect(conversations).toHaveLength(1);
      expect(await threadOf(owner.client, conversations[0]?.id ?? '')).toHaveLength(4);
      expect(await notificationsOf(owner.client)).toHaveLength(4);
    });

    it('takes replies racing the deletion of the listing, neither waiting on the other for ever', async () => {
      const { owner, renter, item } = await ownerAndRenter(server);
      const { conversationId } = await contactOwner(renter.client, item.id);
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, (_, n) => replyIn(n % 2 ? owner.client : renter.client, conversationId, `reply ${n}`)),
        owner.client.request('DELETE', `/api/items/${item.id}`),
        owner.client.request('PUT', `/api/conversations/${conversationId}/read`, { headers: key() }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 204, 200]);
      expect((await conversationsOf(renter.client))[0]).toMatchObject({ itemDeleted: true, lastMessage: { body: expect.stringMatching(/^reply/) } });
    });

    it('answers 409 for another user’s message id', async () => {
      const { owner, renter, item } = await ownerAndRenter(server);
      const message = await contactOwner(renter.client, item.id);
      await expectRefused(() => replyIn(owner.client, message.conversationId, 'Mine now', message.id), 409, 'conflict');
    });
  });

  describe('blocking', () => {
    it('stops the other side’s messages and alerts until the blocker unblocks', async () => {
      const { owner, renter, item } = await ownerAndRenter(server);
      const { conversationId } = await contactOwner(renter.client, item.id);
      const blocked = await owner.client.request('PUT', `/api/conversations/${conversationId}/block`, { headers: key() });
      expect(blocked.json).toMatchObject({ blockedBy: 'me' });
      expect((await conversationsOf(renter.client))[0]).toMatchObject({ blockedBy: 'other' });
      const alertsBefore = (await pushJobs(owner.user.id)).length;

      const error = await expectRefused(() => replyIn(renter.client, conversationId, 'Please answer'), 403, 'conversation-blocked');
      expect(error.message).toBe(serverMessages.messaging.blockedByOther);
      await expectRefused(() => renter.client.post('/api/messages', contactForm(item.id), key()), 403, 'conversation-blocked');
      // The blocker cannot write into what they blocked either (told by a code of its own: they can
      // unblock), and the other side cannot unblock.
      expect((await expectRefused(() => replyIn(owner.client, conversationId, 'Hi'), 403, 'conversation-blocked-by-you')).message).toBe(serverMessages.messaging.blockedByMe);
      expect((await renter.client.request('DELETE', `/api/conversations/${conversationId}/block`, { headers: key() })).json).toMatchObject({ blockedBy: 'other' });
      expect(await pushJobs(owner.user.id)).toHaveLength(alertsBefore);

      const unblocked = await owner.client.request('DELETE', `/api/conversations/${conversationId}/block`, { headers: key() });
      expect(unblocked.json).toMatchObject({ blockedBy: null });
      expect((await replyIn(renter.client, conversationId, 'Hello again')).status).toBe(201);
      expect(await pushJobs(owner.user.id)).toHaveLength(alertsBefore + 1);
    });
  });

  describe('throttling fast senders', () => {
    it('answers 429 with Retry-After past the messages a minute allow, writing nothing', async () => {
      const { renter, item } = await ownerAndRenter(server);
      const { conversationId } = await contactOwner(renter.client, item.id);
      for (let n = 1; n < limits.messagesPerMinute; n++) expect((await replyIn(renter.client, conversationId, `message ${n}`)).status).toBe(201);
      const before = await snapshot();
      const response = await replyIn(renter.client, conversationId, 'one too many');
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      // The wait as a figure too, for a client that words it in the user's language.
      expect(response.json).toMatchObject({ code: 'throttled', details: { retryAfterSeconds: retryAfter } });
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(changedTables(before, await snapshot())).toEqual([]);
      // Others are not held back by this sender.
      const other = await ownerAndRenter(server);
      expect((await other.renter.client.post('/api/messages', contactForm(other.item.id), key())).status).toBe(201);
    });

    it('caps the new conversations an account starts in a day', async () => {
      const { renter, item } = await ownerAndRenter(server);
      // A day's worth of new conversations already started (sending them would meet the per-minute limit first).
      await server.db.knex('rate_throttle').insert({
        key: `conversation-day:${renter.user.id}`,
        hits: limits.newConversationsPerDay,
        window_started_at: server.db.knex.fn.now(),
        window_ends_at: server.db.knex.raw("now() + interval '20 hours'"),
      });
      const response = await renter.client.post('/api/messages', contactForm(item.id), key());
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
      expect(await conversationsOf(renter.client)).toEqual([]);
    });
  });

  it('lists the inbox by latest activity in cursor pages', async () => {
    const { client: renter } = await signedInClient(server);
    const conversations: Conversation['id'][] = [];
    for (let n = 0; n < 3; n++) {
      const { item } = await ownerAndRenter(server);
      conversations.push((await contactOwner(renter, item.id)).conversationId);
    }
    // The oldest one becomes the latest.
    expect((await replyIn(renter, conversations[0] ?? '', 'bump')).status).toBe(201);
    const first = await renter.get('/api/conversations?limit=2');
    const cursor = first.headers.get('x-next-cursor') ?? '';
    const second = await renter.get(`/api/conversations?limit=2&cursor=${cursor}`);
    expect([...(first.json as Conversation[]), ...(second.json as Conversation[])].map((c) => c.id)).toEqual([conversations[0], conversations[2], conversations[1]]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect((await renter.get('/api/conversations?cursor=abc')).json).toMatchObject({ code: 'invalid-cursor' });
  });
});
