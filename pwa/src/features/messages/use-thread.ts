/**
 * One conversation's thread as the device holds it: the conversation, and its messages in order —
 * the server's, and this device's still in the outbox (drawn from the outbox itself, so they show
 * even after the inbox tables were cleared by a sign-out), each with its state.
 */
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ConversationRow, type MessageRow } from '@pwa/db/app-db.ts';
import { isMessageWrite, pendingMessageOf } from './pending-messages.ts';
import { isUnknownConversationId } from '@pwa/features/inbox/index.ts';
import type { OutboxFailure } from '@pwa/sync/index.ts';

export interface ThreadMessage {
  message: MessageRow;
  /** sent: the server has it; pending: waiting to sync; failed: refused, for Retry / Discard. */
  status: 'sent' | 'pending' | 'failed';
  error: OutboxFailure | null;
  /** Its outbox operation, while it has one. */
  seq: number | null;
}

export interface Thread {
  /** null: not on the device (yet): a first message still queued, or not this account's. */
  conversation: ConversationRow | null;
  /** For a first message queued before the server named its conversation: the conversation it got since. */
  movedTo: string | null;
  messages: ThreadMessage[];
}

const byTime = (a: ThreadMessage, b: ThreadMessage): number =>
  a.message.createdAt.localeCompare(b.message.createdAt) || a.message.id.localeCompare(b.message.id);

async function readThread(conversationId: string, accountId: string): Promise<Thread> {
  const [conversation, rows, operations] = await Promise.all([
    db.conversations.get(conversationId),
    db.messages.where('[conversationId+createdAt]').between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey]).toArray(),
    db.outbox.where('accountId').equals(accountId).sortBy('seq'),
  ]);
  const queued = new Map(
    operations
      .filter(isMessageWrite)
      .filter((op) => op.payload.conversationId === conversationId)
      .map((op) => [op.payload.body.id, pendingMessageOf(op)] as const),
  );
  const messages: ThreadMessage[] = rows.map((message) => {
    const op = queued.get(message.id);
    queued.delete(message.id);
    if (op) return { message, status: op.status, error: op.error, seq: op.seq };
    return { message, status: message.pending ? 'pending' : 'sent', error: null, seq: null };
  });
  for (const op of queued.values()) messages.push({ message: op.message, status: op.status, error: op.error, seq: op.seq });
  let movedTo: string | null = null;
  if (!conversation && isUnknownConversationId(conversationId)) {
    const itemId = conversationId.slice('item:'.length);
    movedTo = (await db.conversations.where('itemId').equals(itemId).filter((row) => row.renterId === accountId).first())?.id ?? null;
  }
  return { conversation: conversation ?? null, movedTo, messages: messages.sort(byTime) };
}

/** undefined while Dexie reads. */
export const useThread = (conversationId: string, accountId: string): Thread | undefined =>
  useLiveQuery(() => readThread(conversationId, accountId), [conversationId, accountId]);
