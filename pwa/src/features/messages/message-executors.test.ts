// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { ACCOUNT, newItemId, resetOutboxTables, testFlusher } from '@pwa/test/outbox-fixtures.ts';
import { apiError, json, scriptedNetwork, type SentRequest } from '@pwa/test/scripted-network.ts';
import { discardOperation } from '@pwa/sync/outbox-actions.ts';
import { conversationChain } from '@pwa/db/outbox-entities.ts';
import { pendingMessageOf, isMessageWrite } from './pending-messages.ts';
import { queueContactMessage, queueReply } from './queue-message.ts';

const CONVERSATION = '01936f5e-7c2a-7b3e-9d41-c0000000000a';
/** The renter's known conversation about the listing, as a reply names it. */
const replyTo = (itemId: string) => ({ id: CONVERSATION, itemId, renterId: ACCOUNT });
const contact = { name: 'Meera Nair', email: 'meera@example.in', phone: '+919876543210', message: '  Is the camera free this weekend?  ' };

/** The server's answer to a message: its copy under the device's id, in the named conversation. */
function serverCopy(request: SentRequest, conversationId = CONVERSATION): Message {
  const body = request.body as { id: string; message: string; itemId?: string; name?: string; email?: string; phone?: string | null };
  return {
    id: body.id,
    conversationId,
    itemId: body.itemId ?? 'item',
    senderId: ACCOUNT,
    body: body.message.trim(),
    contact: body.name ? { name: body.name, email: body.email ?? '', phone: body.phone ?? null } : null,
    bookingId: null,
    createdAt: '2026-11-24T10:00:00.000Z',
  };
}

describe('messages through the outbox', () => {
  beforeEach(async () => {
    await resetOutboxTables();
    await Promise.all([db.messages.clear(), db.conversations.clear()]);
  });

  it('writes the pending message and its operation together, with a device-made UUID v7 id', async () => {
    const itemId = newItemId();
    const { seq, message } = await queueContactMessage(ACCOUNT, { itemId, ...contact });
    expect(message.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await db.messages.get(message.id)).toMatchObject({ pending: true, conversationId: `item:${itemId}`, body: contact.message.trim(), senderId: ACCOUNT });
    const op = await db.outbox.get(seq);
    expect(op).toMatchObject({ kind: 'message.send', accountId: ACCOUNT, entity: `conversation:item:${itemId}`, payload: { body: { id: message.id, itemId, ...contact } } });
    // The renter's chain with the owner, named before the conversation has an id.
    expect(op?.chain).toBe(conversationChain(itemId, ACCOUNT));
  });

  it("continues the renter's known conversation about the listing", async () => {
    const itemId = newItemId();
    await db.conversations.put(conversationRow(itemId));
    const { message, seq } = await queueContactMessage(ACCOUNT, { itemId, ...contact });
    expect(message.conversationId).toBe(CONVERSATION);
    expect(await db.outbox.get(seq)).toMatchObject({ entity: `conversation:${CONVERSATION}`, chain: conversationChain(itemId, ACCOUNT) });
  });

  it("puts a reply in its conversation's chain, named by the listing and the renter whoever writes it", async () => {
    const itemId = newItemId();
    const owner = '01936f5e-7c2a-7b3e-9d41-0000000000ff';
    const { seq } = await queueReply(owner, replyTo(itemId), 'Yes, with the lens cap.');
    expect(await db.outbox.get(seq)).toMatchObject({ accountId: owner, entity: `conversation:${CONVERSATION}`, chain: conversationChain(itemId, ACCOUNT) });
  });

  it("sends it once with its Idempotency-Key, and the server's copy replaces the pending row under the same id", async () => {
    const itemId = newItemId();
    const network = scriptedNetwork((request) => json(201, serverCopy(request)));
    const { message } = await queueContactMessage(ACCOUNT, { itemId, ...contact });
    const outcome = await testFlusher(network.fetch).flush();
    expect(outcome.sent).toBe(1);
    expect(network.sent).toHaveLength(1);
    expect(network.sent[0]).toMatchObject({ method: 'POST', path: '/api/messages', body: { id: message.id, itemId, name: 'Meera Nair' } });
    expect(network.sent[0]?.key).toMatch(/.+/);
    const stored = await db.messages.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: message.id, conversationId: CONVERSATION });
    expect(stored[0]?.pending).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('replays a reply with the same key after a lost connection', async () => {
    let tries = 0;
    const network = scriptedNetwork((request) => {
      tries += 1;
      return tries === 1 ? Promise.reject(new TypeError('fetch failed')) : json(201, serverCopy(request));
    });
    await queueReply(ACCOUNT, replyTo(newItemId()), 'See you at 5');
    let now = Date.now();
    const flusher = testFlusher(network.fetch, { now: () => now });
    expect((await flusher.flush()).stopped).toBe('offline-or-busy');
    now += 10 * 60_000;
    expect((await flusher.flush()).sent).toBe(1);
    expect(network.sent.map((request) => request.path)).toEqual([`/api/conversations/${CONVERSATION}/messages`, `/api/conversations/${CONVERSATION}/messages`]);
    expect(network.sent[0]?.key).toBe(network.sent[1]?.key);
    expect(network.sent[0]?.body).toEqual(network.sent[1]?.body);
  });

  it("keeps a refused message with the server's reason, and Discard removes it from the thread", async () => {
    const network = scriptedNetwork(() => apiError(403, 'forbidden', 'You cannot message in this conversation'));
    const { seq, message } = await queueReply(ACCOUNT, replyTo(newItemId()), 'Hello?');
    expect((await testFlusher(network.fetch).flush()).refused).toBe(1);
    const op = await db.outbox.get(seq);
    expect(op).toMatchObject({ status: 'failed', error: { status: 403, message: 'You cannot message in this conversation' } });
    expect(await db.messages.get(message.id)).toMatchObject({ pending: true });
    expect(await discardOperation(seq)).toBe(true);
    expect(await db.messages.get(message.id)).toBeUndefined();
  });

  it('draws a queued message from the outbox alone (the inbox tables cleared by a sign-out)', async () => {
    const itemId = newItemId();
    const { message } = await queueReply(ACCOUNT, replyTo(itemId), ' Still free? ');
    await db.messages.clear();
    const [op] = (await db.outbox.toArray()).filter(isMessageWrite);
    expect(op && pendingMessageOf(op)).toMatchObject({ status: 'pending', message: { id: message.id, conversationId: CONVERSATION, itemId, body: 'Still free?', senderId: ACCOUNT, pending: true } });
  });
});

function conversationRow(itemId: string) {
  return {
    id: CONVERSATION,
    itemId,
    itemTitle: 'Canon EOS 200D',
    itemImageUrl: null,
    itemDeleted: false,
    ownerId: '01936f5e-7c2a-7b3e-9d41-0000000000ff',
    renterId: ACCOUNT,
    role: 'renter' as const,
    otherParty: { id: '01936f5e-7c2a-7b3e-9d41-0000000000ff', name: 'Ravi Kumar', profileImageUrl: null, isVerified: true },
    lastMessage: null,
    unreadCount: 0,
    blockedBy: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    lastMessageAt: '2026-11-24T09:00:00.000Z',
    fetchedAt: Date.now(),
  };
}
