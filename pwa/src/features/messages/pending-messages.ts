/**
 * The messages still in the outbox, drawn from the outbox itself (like My Listings' overlay): sign-out
 * clears the inbox tables but keeps the outbox, so after signing in again a thread still shows what
 * waits to be sent, marked waiting — or refused, with Retry and Discard.
 */
import type { MessageRow } from '@pwa/db/app-db.ts';
import type { OutboxFailure, OutboxRow, OutboxRowOf } from '@pwa/db/outbox-row.ts';
import { contactOf } from './message-kinds.ts';

export type MessageWrite = OutboxRowOf<'message.send' | 'message.reply'>;

export const MESSAGE_WRITE_KINDS = ['message.send', 'message.reply'] as const;

export interface PendingMessage {
  message: MessageRow;
  /** failed: the server refused it (its message in `error`), the user retries or discards. */
  status: 'pending' | 'failed';
  error: OutboxFailure | null;
  seq: number;
}

export const isMessageWrite = (op: OutboxRow): op is MessageWrite => op.kind === 'message.send' || op.kind === 'message.reply';

export function pendingMessageOf(op: MessageWrite): PendingMessage {
  const { body, conversationId } = op.payload;
  const message: MessageRow = {
    id: body.id,
    conversationId,
    itemId: op.kind === 'message.send' ? op.payload.body.itemId : op.payload.itemId,
    senderId: op.accountId,
    body: body.message.trim(),
    contact: op.kind === 'message.send' ? contactOf(op.payload.body) : null,
    bookingId: null,
    createdAt: new Date(op.createdAt).toISOString(),
    pending: true,
  };
  return { message, status: op.status, error: op.error, seq: op.seq };
}
