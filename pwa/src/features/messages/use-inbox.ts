/**
 * The Messages inbox as the device holds it: the account's conversations newest
 * first from Dexie, plus the first messages still in the outbox whose conversation the server has
 * not named yet (each shown as its own row, waiting), and when the inbox was last brought up to date.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ConversationRow } from '@pwa/db/app-db.ts';
import { INBOX_CURSOR_KEY, isUnknownConversationId } from '@pwa/features/inbox/index.ts';
import { pendingMessageOf, type PendingMessage } from './pending-messages.ts';

export interface PendingConversation {
  /** The conversation id the device uses until the server answers (`item:{itemId}`). */
  id: string;
  itemId: string;
  itemTitle: string | null;
  itemImageUrl: string | null;
  first: PendingMessage;
}

export interface Inbox {
  conversations: ConversationRow[];
  pending: PendingConversation[];
  /** When the inbox last came from the server (ms since epoch); null before the first time. */
  syncedAt: number | null;
}

async function readInbox(accountId: string): Promise<Inbox> {
  const [conversations, cursor, operations] = await Promise.all([
    db.conversations.orderBy('lastMessageAt').reverse().toArray(),
    db.inboxCursor.get(INBOX_CURSOR_KEY),
    db.outbox.where('accountId').equals(accountId).sortBy('seq'),
  ]);
  const pending: PendingConversation[] = [];
  for (const op of operations) {
    if (op.kind !== 'message.send' || !isUnknownConversationId(op.payload.conversationId)) continue;
    if (pending.some((row) => row.id === op.payload.conversationId)) continue;
    const item = await db.items.get(op.payload.body.itemId);
    pending.push({
      id: op.payload.conversationId,
      itemId: op.payload.body.itemId,
      itemTitle: item?.title ?? null,
      itemImageUrl: item?.imageUrls[0] ?? null,
      first: pendingMessageOf(op),
    });
  }
  return { conversations, pending: pending.reverse(), syncedAt: cursor?.fetchedAt ?? null };
}

/** undefined while Dexie reads. */
export const useInbox = (accountId: string): Inbox | undefined => useLiveQuery(() => readInbox(accountId), [accountId]);
