/**
 * Reading and managing conversations. Only the two parties see a conversation: to
 * anyone else it does not exist (404), so ids cannot be probed.
 */
import type { Knex } from 'knex';
import type { Conversation, Message, User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { can } from '../../policy/policy.ts';
import { cursorKey, decodeCursor, encodeCursor } from '../../paging/cursor.ts';
import { markConversationNotificationsRead } from '../notifications/index.ts';
import { conversationForViewer, findParties, listForViewer, restampConversation, restampItemConversations, setBlocked, type ActivityCursor, type ConversationParties } from './conversation-repo.ts';
import { findMessage, listThread, markThreadRead, unreadMessageCount } from './message-repo.ts';

/** Messages the user has not read across their conversations (the header's count). */
export const unreadMessagesOf = (db: Knex, user: User): Promise<number> => unreadMessageCount(db, user.id);

const notFound = () => new AppError(404, 'not-found', serverMessages.notFound.conversation);

/** The conversation when the user takes part in it (its row locked for writers); else a 404. */
export async function requireParticipation(db: Knex, user: User, id: string, lock = false): Promise<ConversationParties> {
  const conversation = await findParties(db, id, lock);
  if (!conversation || !can(user, 'conversation.take-part', conversation)) throw notFound();
  return conversation;
}

async function asSeenBy(db: Knex, user: User, id: string): Promise<Conversation> {
  const conversation = await conversationForViewer(db, user.id, id);
  if (!conversation) throw notFound();
  return conversation;
}

/** A page cursor: the time and id of the last row, as the listings' cursors (opaque; forged ⇒ 400). */
const encodeActivity = (key: ActivityCursor | null): string | null => (key ? encodeCursor({ k: key.at, id: key.id }) : null);
function decodeActivity(text: string | undefined): ActivityCursor | undefined {
  if (!text) return undefined;
  const cursor = decodeCursor(text);
  return { at: String(cursorKey(cursor, 'recent')), id: cursor.id };
}

export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
}

export async function listConversations(db: Knex, user: User, limit: number, cursor?: string): Promise<Page<Conversation>> {
  const { conversations, next } = await listForViewer(db, user.id, limit, decodeActivity(cursor));
  return { rows: conversations, nextCursor: encodeActivity(next) };
}

export async function threadPage(db: Knex, user: User, id: string, limit: number, cursor?: string): Promise<Page<Message>> {
  const after = decodeActivity(cursor);
  await requireParticipation(db, user, id);
  const { messages, next } = await listThread(db, id, limit, after);
  return { rows: messages, nextCursor: encodeActivity(next) };
}

/** Everything the other side wrote is read, and so are the user's notifications of it. */
export async function markConversationRead(trx: Knex.Transaction, user: User, id: string): Promise<Conversation> {
  await requireParticipation(trx, user, id, true);
  const read = await markThreadRead(trx, id, user.id);
  await markConversationNotificationsRead(trx, user, id);
  // Devices learn of the new unread count through the changes call; nothing read, nothing to tell.
  if (read > 0) await restampConversation(trx, id);
  return asSeenBy(trx, user, id);
}

/** Blocks (or unblocks) the other side for the user: only the user's own block is lifted by them. */
export async function setConversationBlock(trx: Knex.Transaction, user: User, id: string, blocked: boolean): Promise<Conversation> {
  const conversation = await requireParticipation(trx, user, id, true);
  const side = conversation.ownerId === user.id ? 'owner' : 'renter';
  const current = side === 'owner' ? conversation.ownerBlocked : conversation.renterBlocked;
  if (current !== blocked) await setBlocked(trx, id, side, blocked);
  return asSeenBy(trx, user, id);
}

/** A listing's conversations changed with it (it was deleted: they now show itemDeleted), so devices fetch them again. */
export const markItemConversationsChanged = (trx: Knex.Transaction, itemId: string): Promise<void> => restampItemConversations(trx, itemId);

/** The sender of a message the user may read (they take part in its conversation); undefined for anyone else. */
export async function senderOfMessageSeenBy(db: Knex, user: User, messageId: string): Promise<string | undefined> {
  const message = await findMessage(db, messageId);
  if (!message) return undefined;
  const conversation = await findParties(db, message.conversationId);
  return conversation && can(user, 'conversation.take-part', conversation) ? message.senderId : undefined;
}
