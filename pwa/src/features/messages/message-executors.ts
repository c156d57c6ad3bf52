/**
 * How queued messages reach the server: POST /api/messages (the contact page's send) or POST
 * /api/conversations/{id}/messages (a reply), with the operation's Idempotency-Key and the message's
 * device-made id, so a replay is the same message. The server's copy then replaces the pending row
 * under that id (with the conversation's real id, for a first message).
 */
import { apiPaths, type Message } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
// The engine's face for a kind's executor (not index.ts: executors run in the service worker too).
import type { Executor } from '@pwa/sync/executor.ts';
import type { MessageReplyPayload, MessageSendPayload } from './message-kinds.ts';

declare module '@pwa/db/outbox-row.ts' {
  interface OutboxKinds {
    /** The contact page's message to a listing's owner: starts or continues the conversation. */
    'message.send': { payload: MessageSendPayload; progress: null };
    /** A reply in a conversation's thread. */
    'message.reply': { payload: MessageReplyPayload; progress: null };
  }
}

/** Keeps the server's copy of a message sent from this device, in place of its pending row. */
async function keepSentMessage(message: Message): Promise<void> {
  await db.messages.put(message);
}

const forgetPending = async (id: string): Promise<void> => {
  // Only the pending copy: a server copy that arrived meanwhile (the inbox sync) is the message itself.
  await db.messages.where('id').equals(id).filter((row) => row.pending === true).delete();
};

export const sendMessageExecutor: Executor<'message.send'> = {
  tables: ['messages'],
  async run(op, io) {
    const message = await io.http.send<Message>(apiPaths.messages, { method: 'POST', body: op.payload.body, idempotencyKey: op.idempotencyKey });
    return () => keepSentMessage(message);
  },
  async revert(op) {
    await forgetPending(op.payload.body.id);
  },
  // Discarding the first message gives up the conversation it would start: a reply has nowhere to go.
  discardsLaterOnEntity: true,
};

export const replyExecutor: Executor<'message.reply'> = {
  tables: ['messages'],
  async run(op, io) {
    const path = apiPaths.conversationMessages(op.payload.conversationId);
    const message = await io.http.send<Message>(path, { method: 'POST', body: op.payload.body, idempotencyKey: op.idempotencyKey });
    return () => keepSentMessage(message);
  },
  async revert(op) {
    await forgetPending(op.payload.body.id);
  },
};
