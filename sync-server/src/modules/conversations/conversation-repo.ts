/** SQL of conversations; the only place that knows the conversations table's columns. */
import type { Knex } from 'knex';
import type { Conversation } from '@shared/api.ts';
import { nextInboxSeq } from '../../db/inbox-seq.ts';
import { selectForViewer, toConversation, type ConversationRow } from './conversation-row.ts';

/** What the rules of a conversation need: who takes part, who blocked, which listing. */
export interface ConversationParties {
  id: string;
  itemId: string;
  ownerId: string;
  renterId: string;
  ownerBlocked: boolean;
  renterBlocked: boolean;
  /** The listing's title as the conversation keeps it. */
  itemTitle: string;
}

interface PartiesRow {
  id: string;
  item_id: string;
  owner_id: string;
  renter_id: string;
  owner_blocked: boolean;
  renter_blocked: boolean;
  item_title: string;
}

const toParties = (row: PartiesRow): ConversationParties => ({
  id: row.id,
  itemId: row.item_id,
  ownerId: row.owner_id,
  renterId: row.renter_id,
  ownerBlocked: row.owner_blocked,
  renterBlocked: row.renter_blocked,
  itemTitle: row.item_title,
});

const partyColumns = ['id', 'item_id', 'owner_id', 'renter_id', 'owner_blocked', 'renter_blocked', 'item_title'] as const;

/**
 * The conversation's parties, its row locked for the rest of the transaction when `lock` is set: a
 * send and a block of one conversation then take turns, so no message slips past a block.
 */
export async function findParties(trx: Knex, id: string, lock = false): Promise<ConversationParties | undefined> {
  const query = trx('conversations').where({ id }).first<PartiesRow | undefined>(...partyColumns);
  const row = await (lock ? query.forUpdate() : query);
  return row ? toParties(row) : undefined;
}

/** The renter's conversation about the listing, locked like findParties. */
export async function findByItemAndRenter(trx: Knex, itemId: string, renterId: string): Promise<ConversationParties | undefined> {
  const row = await trx('conversations').where({ item_id: itemId, renter_id: renterId }).forUpdate().first<PartiesRow | undefined>(...partyColumns);
  return row ? toParties(row) : undefined;
}

export interface NewConversation {
  id: string;
  itemId: string;
  ownerId: string;
  renterId: string;
  itemTitle: string;
  itemImageUrl: string | null;
  createdAt: Date;
}

/**
 * Starts it unless the renter already has one about the listing (a send racing this one): true when
 * started. Its change_seq comes with its first message (recordLatestMessage, same transaction), so this
 * takes no sequence lock: every writer locks a conversation's row before the sequence, never after —
 * the other order deadlocks with a send holding the row while waiting for the lock.
 */
export async function insertConversation(trx: Knex.Transaction, conversation: NewConversation): Promise<boolean> {
  const inserted: Array<{ id: string }> = await trx('conversations')
    .insert({
      id: conversation.id,
      item_id: conversation.itemId,
      owner_id: conversation.ownerId,
      renter_id: conversation.renterId,
      item_title: conversation.itemTitle,
      item_image_url: conversation.itemImageUrl,
      last_message_at: conversation.createdAt,
      created_at: conversation.createdAt,
      change_seq: 0,
    })
    .onConflict(['item_id', 'renter_id'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** A new message: it becomes the latest, and the listing's title and photo are taken afresh while it lives. */
export async function recordLatestMessage(trx: Knex.Transaction, id: string, messageId: string, at: Date): Promise<void> {
  await trx.raw(
    `UPDATE conversations AS c SET
       last_message_id = ?, last_message_at = ?, change_seq = next_change_key('inbox_change_seq'),
       item_title = coalesce((SELECT i.title FROM items i WHERE i.id = c.item_id AND i.deleted_at IS NULL), c.item_title),
       item_image_url = CASE WHEN EXISTS (SELECT 1 FROM items i WHERE i.id = c.item_id AND i.deleted_at IS NULL)
         THEN (SELECT i.image_urls[1] FROM items i WHERE i.id = c.item_id) ELSE c.item_image_url END
     WHERE c.id = ?`,
    [messageId, at, id],
  );
}

/** Sets one side's block flag (`side` is the blocker's role). */
export async function setBlocked(trx: Knex.Transaction, id: string, side: 'owner' | 'renter', blocked: boolean): Promise<void> {
  await trx('conversations')
    .where({ id })
    .update({ [side === 'owner' ? 'owner_blocked' : 'renter_blocked']: blocked, change_seq: nextInboxSeq(trx) });
}

/** A new change_seq, so both sides' devices fetch the conversation again (its unread count changed). */
export async function restampConversation(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('conversations').where({ id }).update({ change_seq: nextInboxSeq(trx) });
}

/**
 * A listing was deleted: its conversations show `itemDeleted` from now on, so devices must fetch them
 * again.
 */
export async function restampItemConversations(trx: Knex.Transaction, itemId: string): Promise<void> {
  // The rows locked in one order (by id) first: two writers updating several of them in different
  // orders could deadlock.
  await trx('conversations').where({ item_id: itemId }).orderBy('id').forUpdate().select('id');
  await trx('conversations').where({ item_id: itemId }).update({ change_seq: nextInboxSeq(trx) });
}

export async function conversationForViewer(db: Knex, viewerId: string, id: string): Promise<Conversation | undefined> {
  const row: ConversationRow | undefined = await selectForViewer(db, viewerId).where('c.id', id).first();
  return row ? toConversation(row, viewerId) : undefined;
}

export interface ActivityCursor {
  at: string;
  id: string;
}

/** One page of the viewer's inbox, latest activity first, and the key of its last row when more follow. */
export async function listForViewer(db: Knex, viewerId: string, limit: number, after?: ActivityCursor): Promise<{ conversations: Conversation[]; next: ActivityCursor | null }> {
  const query = selectForViewer(db, viewerId)
    .orderBy([{ column: 'c.last_message_at', order: 'desc' }, { column: 'c.id', order: 'desc' }])
    .limit(limit + 1);
  if (after) query.whereRaw('(c.last_message_at, c.id) < (?, ?)', [after.at, after.id]);
  const rows: ConversationRow[] = await query;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    conversations: page.map((row) => toConversation(row, viewerId)),
    next: rows.length > limit && last ? { at: new Date(last.last_message_at).toISOString(), id: last.id } : null,
  };
}

/** The viewer's conversations stamped after `since` and below `until`, oldest change first, with their stamps. */
export async function conversationsChangedSince(db: Knex, viewerId: string, since: string, until: bigint, limit: number): Promise<Array<{ seq: bigint; conversation: Conversation }>> {
  const rows: ConversationRow[] = await selectForViewer(db, viewerId).where('c.change_seq', '>', since).where('c.change_seq', '<', String(until)).orderBy('c.change_seq').limit(limit);
  return rows.map((row) => ({ seq: BigInt(row.change_seq), conversation: toConversation(row, viewerId) }));
}

/**
 * A listed listing's owner, title and first photo, as a conversation about it keeps them; undefined
 * when gone or hidden from others (nobody starts a conversation about those).
 */
export async function itemSnapshot(trx: Knex, itemId: string): Promise<{ ownerId: string; title: string; imageUrl: string | null } | undefined> {
  const row: { owner_id: string; title: string; image_url: string | null } | undefined = await trx('items')
    .where({ id: itemId, moderation_status: 'approved' })
    .whereNull('deleted_at')
    .first('owner_id', 'title', trx.raw('image_urls[1] AS image_url'));
  return row ? { ownerId: row.owner_id, title: row.title, imageUrl: row.image_url } : undefined;
}
