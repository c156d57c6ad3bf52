// @vitest-environment node
/**
 * Messages through the outbox and the inbox pull, against the real server:
 * a message written offline is sent once when the connection returns, even when the answer to a
 * first try was lost; the owner's phone then catches up with the conversation, the message and the
 * notification in one pull.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type Conversation, type Item, type Message } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { call, createListing, Phone, signUp, type Account } from '@pwa/test/favorites-phone.ts';
import { startLoopbackServer, type LoopbackServer } from '@pwa/test/loopback-server.ts';
import { testFlusher } from '@pwa/test/outbox-fixtures.ts';
import type { Fetch } from '@pwa/lib/api-client.ts';
import { createInboxRunner } from '@pwa/features/inbox/inbox-job.ts';
import { queueContactMessage, queueReply } from './queue-message.ts';

const HOUR = 60 * 60_000;

describe('messages against the real server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-messages-'));
  let server: LoopbackServer;
  let owner: Account;
  let listing: Item;

  beforeAll(async () => {
    server = await startLoopbackServer(dataDir);
    owner = await signUp(server, 'Ravi Kumar');
    listing = await createListing(server, owner, 'Canon EOS 200D');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => Promise.all([db.conversations.clear(), db.messages.clear(), db.notifications.clear(), db.inboxCursor.clear()]));

  const contact = { name: 'Meera Nair', email: 'meera@example.in', phone: '+919812345678' };

  it('sends a message written offline once, even when the answer to a try that got through was lost', async () => {
    const phone = new Phone(server);
    await phone.use();
    const renter = await signUp(server, 'Meera Nair');
    await phone.signIn(renter);
    phone.online = false;
    const { message } = await queueContactMessage(renter.user.id, { itemId: listing.id, ...contact, message: 'Is it free on Saturday?' });
    expect(await phone.flush()).toMatchObject({ sent: 0, stopped: 'offline-or-busy' });

    // Back online, but the first answer never arrives: the server has the message, the phone does not know.
    phone.online = true;
    let lose = true;
    const losingFirstAnswer: Fetch = async (requestPath, init) => {
      const response = await phone.fetch(requestPath, init);
      if (lose && requestPath === apiPaths.messages) {
        lose = false;
        throw new TypeError('connection reset');
      }
      return response;
    };
    const flushThrough = (now: number) => testFlusher(losingFirstAnswer, { now: () => now }).flush();
    expect(await flushThrough(Date.now() + HOUR)).toMatchObject({ sent: 0, stopped: 'offline-or-busy' });
    expect(await flushThrough(Date.now() + 2 * HOUR)).toMatchObject({ sent: 1 });

    const [conversation] = await call<Conversation[]>(server, renter, 'GET', apiPaths.conversations);
    const thread = await call<Message[]>(server, renter, 'GET', apiPaths.conversationMessages(conversation!.id));
    expect(thread.map((row) => row.id)).toEqual([message.id]);
    // The server's copy replaced the pending one, under the conversation's real id.
    expect(await db.messages.get(message.id)).toMatchObject({ conversationId: conversation!.id, contact });
    expect((await db.messages.get(message.id))?.pending).toBeUndefined();

    // A reply in the known conversation goes the same way.
    const reply = await queueReply(renter.user.id, conversation!, 'I can come at 11.');
    expect(await phone.flush(Date.now() + 3 * HOUR)).toMatchObject({ sent: 1 });
    const after = await call<Message[]>(server, renter, 'GET', apiPaths.conversationMessages(conversation!.id));
    expect(after.map((row) => row.id)).toEqual([reply.message.id, message.id]);
  });

  it("catches the owner's phone up: the conversation with its unread count, the messages and the notification", async () => {
    const renter = await signUp(server, 'Arjun Mehta');
    await call(server, renter, 'POST', apiPaths.messages, { itemId: listing.id, name: 'Arjun Mehta', email: 'arjun@example.in', message: 'Still available?' });
    const phone = new Phone(server);
    await phone.use();
    await phone.signIn(owner);
    await createInboxRunner({ getJson: phone.getJson, online: () => true, visible: () => true, accountId: async () => owner.user.id }).request();

    const conversation = (await db.conversations.toArray()).find((row) => row.otherParty.name === 'Arjun Mehta');
    expect(conversation).toMatchObject({ role: 'owner', unreadCount: 1, itemId: listing.id });
    expect((await db.messages.toArray()).some((row) => row.conversationId === conversation?.id && row.body === 'Still available?')).toBe(true);
    expect((await db.notifications.toArray()).some((row) => row.conversationId === conversation?.id && row.type === 'message')).toBe(true);
  });
});
