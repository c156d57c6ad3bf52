/** SQL of listings the moderators hide and restore, and of the listings of suspended owners. */
import type { Knex } from 'knex';
import type { HiddenListing, ListingModerationStatus } from '@shared/api.ts';

const nextChangeSeq = (db: Knex) => db.raw("next_change_key('items_change_seq')");

export interface ModeratedListing {
  id: string;
  ownerId: string;
  title: string;
  status: ListingModerationStatus;
}

/** A live listing's moderation, locked for the decision about to change it. */
export async function lockListingModeration(trx: Knex.Transaction, id: string): Promise<ModeratedListing | undefined> {
  const row: { id: string; owner_id: string; title: string; moderation_status: ListingModerationStatus } | undefined = await trx('items')
    .where({ id })
    .whereNull('deleted_at')
    .forUpdate()
    .first('id', 'owner_id', 'title', 'moderation_status');
  return row && { id: row.id, ownerId: row.owner_id, title: row.title, status: row.moderation_status };
}

/**
 * Sets whether others see a listing, and why not (`reason` left out: the one it has stays). A new change stamp (not a new updated_at: the
 * owner did not change it) hands devices the change: those of others drop it, its owner's keep it.
 */
export async function setListingModeration(trx: Knex.Transaction, id: string, status: ListingModerationStatus, reason?: string | null): Promise<void> {
  await trx('items').where({ id }).update({ moderation_status: status, ...(reason === undefined ? {} : { rejection_reason: reason }), change_seq: nextChangeSeq(trx) });
}

/** Moves an owner's listings from one status to another (a suspension and its end); answers how many moved. */
export async function moveOwnerListings(trx: Knex.Transaction, ownerId: string, from: ListingModerationStatus, to: ListingModerationStatus): Promise<number> {
  const moved = await trx('items').where({ owner_id: ownerId, moderation_status: from }).whereNull('deleted_at').update({ moderation_status: to, change_seq: nextChangeSeq(trx) }, ['id']);
  return Array.isArray(moved) ? moved.length : 0;
}

/** The hidden listings, those whose owners asked for another look first, then the latest hidden. */
export async function hiddenListingRows(db: Knex, limit: number): Promise<HiddenListing[]> {
  const rows: Array<{ id: string; title: string; moderation_status: 'hidden' | 'review-requested'; rejection_reason: string | null; owner_id: string; username: string; full_name: string | null; updated_at: Date }> = await db('items as i')
    .join('users as u', 'u.id', 'i.owner_id')
    .whereIn('i.moderation_status', ['hidden', 'review-requested'])
    .whereNull('i.deleted_at')
    .orderByRaw("(i.moderation_status = 'review-requested') DESC, i.updated_at DESC, i.id DESC")
    .limit(limit)
    .select('i.id', 'i.title', 'i.moderation_status', 'i.rejection_reason', 'i.owner_id', 'u.username', 'u.full_name', 'i.updated_at');
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.moderation_status,
    reason: row.rejection_reason ?? '',
    owner: { id: row.owner_id, username: row.username, name: row.full_name || row.username },
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** An owner's live listings with their moderation, newest first (an account's page for the moderators). */
export async function listingsOfOwner(db: Knex, ownerId: string, limit: number): Promise<Array<{ id: string; title: string; status: ListingModerationStatus; reason: string | null; createdAt: string }>> {
  const rows: Array<{ id: string; title: string; moderation_status: ListingModerationStatus; rejection_reason: string | null; created_at: Date }> = await db('items')
    .where({ owner_id: ownerId })
    .whereNull('deleted_at')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit)
    .select('id', 'title', 'moderation_status', 'rejection_reason', 'created_at');
  return rows.map((row) => ({ id: row.id, title: row.title, status: row.moderation_status, reason: row.rejection_reason, createdAt: new Date(row.created_at).toISOString() }));
}
