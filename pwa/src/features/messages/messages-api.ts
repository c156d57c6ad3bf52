/**
 * The thread's direct calls (the writes that go through the outbox are queue-message.ts's): older
 * messages by cursor pages, marking a conversation read, blocking and unblocking. Each keeps the
 * server's answer on the device, so every screen reading Dexie follows.
 */
import { apiPaths, NEXT_CURSOR_HEADER, type Conversation, type Message } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { apiRequest, apiRequestWithHeaders } from '@pwa/lib/api-client.ts';

export const OLDER_PAGE_LIMIT = 30;

export interface MessagePage {
  /** How many messages the page held. */
  count: number;
  nextCursor: string | null;
}

/** One page of a conversation's messages, newest first from `cursor` (the first page without one). */
export async function loadMessagePage(conversationId: string, cursor: string | null): Promise<MessagePage> {
  const query = new URLSearchParams({ limit: String(OLDER_PAGE_LIMIT) });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<Message[]>(`${apiPaths.conversationMessages(conversationId)}?${query.toString()}`);
  // A pending copy under one of these ids is the same message, now on the server.
  await db.messages.bulkPut(data);
  return { count: data.length, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

const keepConversation = (conversation: Conversation) => db.conversations.put({ ...conversation, fetchedAt: Date.now() });

/**
 * Marks the conversation read: at once on the device (the badges drop), then on the server, fire and
 * forget — a mark lost offline is made again the next time the thread is opened, and the inbox sync
 * brings the server's count back meanwhile.
 */
export async function markConversationRead(conversationId: string): Promise<void> {
  await db.conversations.update(conversationId, { unreadCount: 0 });
  const conversation = await apiRequest<Conversation | undefined>(apiPaths.conversationRead(conversationId), { method: 'PUT' });
  if (conversation) await keepConversation(conversation);
}

/** Blocks (PUT) or unblocks (DELETE) the other side in this conversation. Needs the connection. */
export async function setBlocked(conversationId: string, blocked: boolean): Promise<void> {
  const path = apiPaths.conversationBlock(conversationId);
  const answer = await apiRequest<Conversation | undefined>(path, { method: blocked ? 'PUT' : 'DELETE', headers: { 'Idempotency-Key': crypto.randomUUID() } });
  // An unblock may answer 204 without the conversation: the device says so itself.
  if (answer) await keepConversation(answer);
  else await db.conversations.update(conversationId, { blockedBy: blocked ? 'me' : null });
}
