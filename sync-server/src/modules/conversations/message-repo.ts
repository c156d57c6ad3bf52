/** SQL of messages; the only place that knows the messages table's columns. */
import type { Knex } from 'knex';
import type { Message, MessageContact } from '@shared/api.ts';
import { nextInboxSeq } from '../../db/inbox-seq.ts';
import type { ActivityCursor } from './conversation-repo.ts';

interface MessageRow {
  id: string;
  conversation_id: string;
  item_id: string;
  sender_id: string;
  body: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  booking_id: string | null;
  created_at: Date;
  change_seq: string | number;
}

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversation_id,
  itemId: row.item_id,
  senderId: row.sender_id,
  body: row.body,
  contact: row.contact_name !== null && row.contact_email !== null ? { name: row.contact_name, email: row.contact_email, phone: row.contact_phone } : null,
  bookingId: row.booking_id,
  createdAt: new Date(row.created_at).toISOString(),
});

const selectMessages = (db: Knex) =>
  db('messages as m')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .select('m.id', 'm.conversation_id', 'c.item_id', 'm.sender_id', 'm.body', 'm.contact_name', 'm.contact_email', 'm.contact_phone', 'm.booking_id', 'm.created_at', 'm.change_seq');

export async function findMessage(db: Knex, id: string): Promise<Message | undefined> {
  const row: MessageRow | undefined = await selectMessages(db).where('m.id', id).first();
  return row ? toMessage(row) : undefined;
}

export interface NewMessage {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  contact: MessageContact | null;
  /** The booking request this message came with (bookings module); absent for plain messages. */
  bookingId?: string | null;
  createdAt: Date;
}

/** Writes it unless its id is taken (a replay racing this one): true when written. */
export async function insertMessage(trx: Knex.Transaction, message: NewMessage): Promise<boolean> {
  const inserted: Array<{ id: string }> = await trx('messages')
    .insert({
      id: message.id,
      conversation_id: message.conversationId,
      sender_id: message.senderId,
      body: message.body,
      contact_name: message.contact?.name ?? null,
      contact_email: message.contact?.email ?? null,
      contact_phone: message.contact?.phone ?? null,
      booking_id: message.bookingId ?? null,
      created_at: message.createdAt,
      change_seq: nextInboxSeq(trx),
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** One page of a thread, newest first, and the key of its last message when more follow. */
export async function listThread(db: Knex, conversationId: string, limit: number, after?: ActivityCursor): Promise<{ messages: Message[]; next: ActivityCursor | null }> {
  const query = selectMessages(db)
    .where('m.conversation_id', conversationId)
    .orderBy([{ column: 'm.created_at', order: 'desc' }, { column: 'm.id', order: 'desc' }])
    .limit(limit + 1);
  if (after) query.whereRaw('(m.created_at, m.id) < (?, ?)', [after.at, after.id]);
  const rows: MessageRow[] = await query;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    messages: page.map(toMessage),
    next: rows.length > limit && last ? { at: new Date(last.created_at).toISOString(), id: last.id } : null,
  };
}

/** Everything the other side wrote in the conversation is read by the viewer: how many were unread. */
export async function markThreadRead(trx: Knex.Transaction, conversationId: string, viewerId: string): Promise<number> {
  return trx('messages').where({ conversation_id: conversationId }).whereNot('sender_id', viewerId).whereNull('read_at').update({ read_at: trx.fn.now() });
}

/** Messages the viewer has not read across their conversations (the header's count). */
export async function unreadMessageCount(db: Knex, viewerId: string): Promise<number> {
  const [row] = await db('messages as m')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .where((parties) => parties.where('c.owner_id', viewerId).orWhere('c.renter_id', viewerId))
    .whereNot('m.sender_id', viewerId)
    .whereNull('m.read_at')
    .count<Array<{ count: string | number }>>('* as count');
  return Number(row?.count ?? 0);
}

/** Messages of the viewer's conversations stamped after `since`, oldest first, with their stamps. */
export async function messagesChangedSince(db: Knex, viewerId: string, since: string, until: bigint, limit: number): Promise<Array<{ seq: bigint; message: Message }>> {
  const rows: MessageRow[] = await selectMessages(db)
    .where((parties) => parties.where('c.owner_id', viewerId).orWhere('c.renter_id', viewerId))
    .where('m.change_seq', '>', since)
    .where('m.change_seq', '<', String(until))
    .orderBy('m.change_seq')
    .limit(limit);
  return rows.map((row) => ({ seq: BigInt(row.change_seq), message: toMessage(row) }));
}
