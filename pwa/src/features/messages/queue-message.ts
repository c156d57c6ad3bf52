/**
 * Writing a message on the device: the pending row the thread shows ("Waiting to
 * sync") and the outbox operation that sends it, in one Dexie transaction, so neither exists without
 * the other. The message's id is made here (UUID v7): the server keeps it, so the server's copy
 * replaces the pending row and a replay never makes a second message.
 */
import type { Conversation } from '@shared/api.ts';
import { db, type MessageRow } from '@pwa/db/app-db.ts';
import { newUuidV7 } from '@pwa/lib/new-uuid.ts';
import { enqueue } from '@pwa/sync/index.ts';
import { unknownConversationId } from '@pwa/features/inbox/index.ts';
import { conversationChain, conversationEntity } from '@pwa/db/outbox-entities.ts';
import { contactOf, type SendMessageBody } from './message-kinds.ts';

/** What a reply needs of its conversation: its id, and its listing and renter (its outbox chain). */
export type ConversationRef = Pick<Conversation, 'id' | 'itemId' | 'renterId'>;

export interface QueuedMessage {
  /** The outbox operation (for sendQueuedMessage). */
  seq: number;
  message: MessageRow;
}

/** The renter's conversation about a listing, if the device knows it. */
async function renterConversationId(itemId: string, accountId: string): Promise<string | null> {
  const known = await db.conversations.where('itemId').equals(itemId).filter((row) => row.renterId === accountId).first();
  return known?.id ?? null;
}

/** The contact page's send: a message to the listing's owner, in the renter's conversation about it. */
export async function queueContactMessage(accountId: string, fields: Omit<SendMessageBody, 'id'>, now = Date.now()): Promise<QueuedMessage> {
  return db.transaction('rw', db.messages, db.outbox, db.conversations, async (tx) => {
    const body: SendMessageBody = { id: newUuidV7(now), ...fields };
    const conversationId = (await renterConversationId(body.itemId, accountId)) ?? unknownConversationId(body.itemId);
    const message: MessageRow = {
      id: body.id,
      conversationId,
      itemId: body.itemId,
      senderId: accountId,
      body: body.message.trim(),
      contact: contactOf(body),
      bookingId: null,
      createdAt: new Date(now).toISOString(),
      pending: true,
    };
    await db.messages.put(message);
    // The sender is the renter: the chain is theirs with the listing's owner, known conversation or not.
    const chain = conversationChain(body.itemId, accountId);
    const seq = await enqueue(tx, { kind: 'message.send', accountId, entity: conversationEntity(conversationId), chain, payload: { body, conversationId } }, now);
    return { seq, message };
  });
}

/** A reply in a conversation the server knows. */
export async function queueReply(accountId: string, conversation: ConversationRef, text: string, now = Date.now()): Promise<QueuedMessage> {
  const { id: conversationId, itemId } = conversation;
  return db.transaction('rw', db.messages, db.outbox, async (tx) => {
    const body = { id: newUuidV7(now), message: text };
    const message: MessageRow = {
      id: body.id,
      conversationId,
      itemId,
      senderId: accountId,
      body: text.trim(),
      contact: null,
      bookingId: null,
      createdAt: new Date(now).toISOString(),
      pending: true,
    };
    await db.messages.put(message);
    const chain = conversationChain(itemId, conversation.renterId);
    const seq = await enqueue(tx, { kind: 'message.reply', accountId, entity: conversationEntity(conversationId), chain, payload: { body, conversationId, itemId } }, now);
    return { seq, message };
  });
}
