/**
 * Sending a message: from the contact page, which starts or continues the sender's one conversation
 * about the listing, or as a reply in a thread. Each send is one transaction: the message, the
 * conversation's latest activity, the recipient's notification and push job — all or nothing.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { Message, MessageContact, User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import type { ReplyPayload, SendMessagePayload } from '@shared/schemas/contact.ts';
import { AppError } from '../../errors.ts';
import { can } from '../../policy/policy.ts';
import { admitHit } from '../../rate-limit/rate-limit.ts';
import { insertInteraction } from './contact-repo.ts';
import { findByItemAndRenter, insertConversation, itemSnapshot, recordLatestMessage, type ConversationParties } from './conversation-repo.ts';
import { requireParticipation } from './conversation-service.ts';
import { alertRecipient, type MessageAlert } from './message-alerts.ts';
import { messageRateLimits, newConversationRateLimits } from './message-limits.ts';
import { findMessage, insertMessage } from './message-repo.ts';
import { senderShownToOthers } from '../users/index.ts';

/*
 * Ids are made by the sending device, so an outbox replay is the same message: a repeat by its sender
 * answers the stored message and alerts no one again; someone else's id is a 409.
 */

const copy = serverMessages.messaging;

/** The message with this id when its sender repeats it; a 409 when it is someone else's. */
async function earlierSend(db: Knex, sender: User, id: string): Promise<Message | undefined> {
  const message = await findMessage(db, id);
  if (message && message.senderId !== sender.id) throw new AppError(409, 'conflict', copy.messageIdTaken);
  return message;
}


interface Outgoing {
  id: string;
  body: string;
  contact: MessageContact | null;
  /** What the recipient's notification says happened (the notify module words it in their language). */
  kind: MessageAlert['kind'];
  sender: { name: string; email: string | null; phone: string | null };
  /** The booking request it comes with; its alert is the booking's, so the message alerts no one. */
  bookingId?: string;
}

/**
 * Writes the message into a conversation whose row the caller locked, and alerts the other side (a
 * booking request's message excepted: the booking alerts) — unless either side blocked it: then
 * nothing is written and the sender is told why.
 */
async function deliver(trx: Knex.Transaction, sender: User, conversation: ConversationParties, outgoing: Outgoing): Promise<Message> {
  const senderIsOwner = conversation.ownerId === sender.id;
  const [senderBlocked, recipientBlocked] = senderIsOwner ? [conversation.ownerBlocked, conversation.renterBlocked] : [conversation.renterBlocked, conversation.ownerBlocked];
  if (recipientBlocked) throw new AppError(403, 'conversation-blocked', copy.blockedByOther);
  if (senderBlocked) throw new AppError(403, 'conversation-blocked-by-you', copy.blockedByMe);
  await admitHit(trx, messageRateLimits(sender.id));
  const createdAt = new Date();
  const written = await insertMessage(trx, {
    id: outgoing.id,
    conversationId: conversation.id,
    senderId: sender.id,
    body: outgoing.body,
    contact: outgoing.contact,
    bookingId: outgoing.bookingId ?? null,
    createdAt,
  });
  if (!written) {
    // The same id arrived twice at once and the other send won: answer as to any repeat.
    const earlier = await earlierSend(trx, sender, outgoing.id);
    if (!earlier) throw new Error(`message ${outgoing.id} was neither written nor found`);
    return earlier;
  }
  await recordLatestMessage(trx, conversation.id, outgoing.id, createdAt);
  if (outgoing.bookingId === undefined) {
    await alertRecipient(trx, {
      recipientId: senderIsOwner ? conversation.renterId : conversation.ownerId,
      conversationId: conversation.id,
      itemId: conversation.itemId,
      itemTitle: conversation.itemTitle,
      kind: outgoing.kind,
      sender: outgoing.sender,
      body: outgoing.body,
    });
  }
  const message = await findMessage(trx, outgoing.id);
  if (!message) throw new Error(`message ${outgoing.id} vanished inside its own transaction`);
  return message;
}

/** The sender's conversation about the listing, started when there is none; its row locked. */
export async function conversationAbout(trx: Knex.Transaction, sender: User, itemId: string): Promise<ConversationParties> {
  const existing = await findByItemAndRenter(trx, itemId, sender.id);
  if (existing) return existing;
  const item = await itemSnapshot(trx, itemId);
  if (!item) throw new AppError(404, 'not-found', serverMessages.notFound.item);
  await admitHit(trx, newConversationRateLimits(sender.id));
  await insertConversation(trx, { id: uuidv7(), itemId, ownerId: item.ownerId, renterId: sender.id, itemTitle: item.title, itemImageUrl: item.imageUrl, createdAt: new Date() });
  // Started here, or by a send of the same renter that committed first: either way there is one now.
  const started = await findByItemAndRenter(trx, itemId, sender.id);
  if (!started) throw new Error('a conversation just started is not there');
  return started;
}

/** POST /api/messages: the send of the contact page's form. */
export async function sendFromContactPage(trx: Knex.Transaction, sender: User, payload: SendMessagePayload): Promise<Message> {
  const id = payload.id ?? uuidv7();
  const earlier = await earlierSend(trx, sender, id);
  if (earlier) return earlier;
  // A deleted listing takes no new messages from the contact page (its thread still takes replies).
  const item = await itemSnapshot(trx, payload.itemId);
  if (!item) throw new AppError(404, 'not-found', serverMessages.notFound.item);
  if (!can(sender, 'listing.message-owner', { ownerId: item.ownerId })) throw new AppError(403, 'own-listing', copy.ownListing);
  const conversation = await conversationAbout(trx, sender, payload.itemId);
  const contact: MessageContact = { name: payload.name, email: payload.email, phone: payload.phone || null };
  const message = await deliver(trx, sender, conversation, {
    id,
    body: payload.message,
    contact,
    kind: 'message.contact',
    sender: contact,
  });
  await insertInteraction(trx, { id: uuidv7(), itemId: payload.itemId, ownerId: item.ownerId, contacterId: sender.id, interactionType: 'message', contactMethod: 'form', message: payload.message });
  return message;
}

/** POST /api/conversations/{id}/messages: a reply in the thread, by either party. */
export async function reply(trx: Knex.Transaction, sender: User, conversationId: string, payload: ReplyPayload): Promise<Message> {
  const id = payload.id ?? uuidv7();
  const conversation = await requireParticipation(trx, sender, conversationId, true);
  const earlier = await earlierSend(trx, sender, id);
  if (earlier) return earlier;
  return deliver(trx, sender, conversation, {
    id,
    body: payload.message,
    contact: null,
    kind: 'message.reply',
    sender: senderShownToOthers(sender),
  });
}

/**
 * The message of a booking request (bookings module), in a conversation the caller took with
 * conversationAbout, pointing at the booking. Blocks and message limits apply as to any message; the
 * owner's alert is the booking's own.
 */
export async function postBookingMessage(trx: Knex.Transaction, renter: User, conversation: ConversationParties, bookingId: string, body: string): Promise<Message> {
  return deliver(trx, renter, conversation, {
    id: uuidv7(),
    body,
    contact: null,
    kind: 'message.reply',
    sender: senderShownToOthers(renter),
    bookingId,
  });
}
