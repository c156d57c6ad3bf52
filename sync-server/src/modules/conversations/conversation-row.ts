/** The columns a conversation is read with, as one viewer sees it, and their mapping to JSON. */
import type { Knex } from 'knex';
import type { Conversation } from '@shared/api.ts';

export interface ConversationRow {
  id: string;
  item_id: string;
  owner_id: string;
  renter_id: string;
  item_title: string;
  item_image_url: string | null;
  item_deleted: boolean;
  owner_blocked: boolean;
  renter_blocked: boolean;
  last_message_at: Date;
  created_at: Date;
  change_seq: string | number;
  other_id: string;
  other_name: string;
  other_deleted: boolean;
  other_image: string | null;
  other_verified: boolean;
  last_id: string | null;
  last_sender_id: string | null;
  last_body: string | null;
  last_created_at: Date | null;
  unread_count: number | string;
}

export function toConversation(row: ConversationRow, viewerId: string): Conversation {
  const role = row.owner_id === viewerId ? 'owner' : 'renter';
  const [mine, theirs] = role === 'owner' ? [row.owner_blocked, row.renter_blocked] : [row.renter_blocked, row.owner_blocked];
  return {
    id: row.id,
    itemId: row.item_id,
    itemTitle: row.item_title,
    itemImageUrl: row.item_image_url,
    itemDeleted: row.item_deleted,
    ownerId: row.owner_id,
    renterId: row.renter_id,
    role,
    otherParty: { id: row.other_id, name: row.other_name, deleted: row.other_deleted, profileImageUrl: row.other_image, isVerified: row.other_verified },
    lastMessage:
      row.last_id && row.last_sender_id && row.last_body !== null && row.last_created_at
        ? { id: row.last_id, senderId: row.last_sender_id, body: row.last_body, createdAt: new Date(row.last_created_at).toISOString() }
        : null,
    unreadCount: Number(row.unread_count),
    blockedBy: mine ? 'me' : theirs ? 'other' : null,
    createdAt: new Date(row.created_at).toISOString(),
    lastMessageAt: new Date(row.last_message_at).toISOString(),
  };
}

/** The viewer's conversations as they see them (the other party, their unread count). */
export function selectForViewer(db: Knex, viewerId: string): Knex.QueryBuilder {
  return db('conversations as c')
    .join('items as i', 'i.id', 'c.item_id')
    .joinRaw('JOIN users AS u ON u.id = CASE WHEN c.owner_id = ? THEN c.renter_id ELSE c.owner_id END', [viewerId])
    .leftJoin('messages as m', 'm.id', 'c.last_message_id')
    .where((parties) => parties.where('c.owner_id', viewerId).orWhere('c.renter_id', viewerId))
    .select(
      'c.id',
      'c.item_id',
      'c.owner_id',
      'c.renter_id',
      'c.item_title',
      'c.item_image_url',
      'c.owner_blocked',
      'c.renter_blocked',
      'c.last_message_at',
      'c.created_at',
      'c.change_seq',
      db.raw('i.deleted_at IS NOT NULL AS item_deleted'),
      'u.id as other_id',
      db.raw("CASE WHEN u.deleted_at IS NULL THEN coalesce(nullif(u.full_name, ''), u.username) ELSE '' END AS other_name"),
      db.raw('u.deleted_at IS NOT NULL AS other_deleted'),
      'u.profile_image_url as other_image',
      'u.is_verified as other_verified',
      'm.id as last_id',
      'm.sender_id as last_sender_id',
      'm.body as last_body',
      'm.created_at as last_created_at',
      db.raw('(SELECT count(*) FROM messages AS um WHERE um.conversation_id = c.id AND um.sender_id <> ? AND um.read_at IS NULL)::int AS unread_count', [viewerId]),
    );
}
