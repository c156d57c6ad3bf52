/**
 * The SQL of deleting an account: what is erased outright, what others keep with the person taken
 * out of it, and the account's row itself, kept (conversations, bookings and reviews others hold
 * point at it) with nothing of the person left in it.
 */
import type { Knex } from 'knex';
import { nextInboxSeq } from '../../db/inbox-seq.ts';
import type { StoredMedia } from '../media/index.ts';

export type ErasedMedia = StoredMedia;

/** Rows that are the person's alone: gone. */
const OWN_ROWS = [
  'user_identities',
  'push_subscriptions',
  'favorites',
  'recently_viewed',
  'notifications',
  'support_requests',
  'saved_searches',
  'website_reviews',
  'password_resets',
  'email_confirmations',
  'email_alert_choices',
  'email_alerts_sent',
  'upload_tokens',
] as const;

export async function deleteOwnRows(trx: Knex.Transaction, userId: string): Promise<void> {
  for (const table of OWN_ROWS) await trx(table).where({ user_id: userId }).delete();
  await trx('verification_documents').where({ user_id: userId }).delete();
  // The reports they made go; reports about them stay with the moderators, as a record of what was done.
  await trx('reports').where({ reporter_id: userId }).delete();
}

/** Every stored file of the account (picture, listing photos and videos, document photos): their records go now, the files after commit. */
export function deleteOwnMedia(trx: Knex.Transaction, userId: string): Promise<ErasedMedia[]> {
  return trx('media_objects').where({ owner_id: userId }).delete().returning(['id', 'kind', 'url']);
}

/**
 * What others keep, with the person taken out: the conversations stay, closed to new messages; the
 * contact details typed into their own messages, and
 * the email and phone the other party's notifications showed; the contact taps on others' listings lose
 * who tapped.
 */
export async function eraseFromOthersRecords(trx: Knex.Transaction, userId: string): Promise<void> {
  // Nobody can write to the person any more (their side stands blocked), and the other party's devices
  // fetch the conversation again, now with a deleted user.
  await trx('conversations').where({ owner_id: userId }).update({ owner_blocked: true, change_seq: nextInboxSeq(trx) });
  await trx('conversations').where({ renter_id: userId }).update({ renter_blocked: true, change_seq: nextInboxSeq(trx) });
  await trx('messages').where({ sender_id: userId }).update({ contact_name: null, contact_email: null, contact_phone: null });
  await trx('notifications')
    .whereNot({ user_id: userId })
    .whereIn('conversation_id', trx('conversations').where({ owner_id: userId }).orWhere({ renter_id: userId }).select('id'))
    .update({ sender_email: null, sender_phone: null });
  await trx('contact_interactions').where({ contacter_id: userId }).update({ contacter_id: null, message: null });
}

/**
 * Every session of the account becomes a marker that it was deleted, until it would have expired: a
 * device that was signed in learns so at its next call, whichever it is, and clears what it held.
 */
export async function markSessionsDeleted(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('sessions').where({ user_id: userId }).update({ data: JSON.stringify({ accountDeleted: true }), user_id: null });
}

/**
 * The account's row, kept for what points at it, with nothing of the person: a placeholder username
 * and an address that cannot receive mail (both free the real ones for a new account), no name,
 * phone, place, picture, password or language, and when it was deleted.
 */
export async function eraseAccountRow(trx: Knex.Transaction, userId: string, at: Date): Promise<void> {
  const tag = userId.replace(/-/g, '');
  await trx('users')
    .where({ id: userId })
    .update({
      username: `deleted-${tag}`,
      email: `deleted-${tag}@deleted.invalid`,
      full_name: null,
      phone: null,
      location: null,
      profile_image_url: null,
      password_hash: null,
      pending_email: null,
      email_confirmed_at: null,
      show_phone_on_listings: false,
      is_verified: false,
      role: 'user',
      locale: null,
      locale_chosen: false,
      deleted_at: at,
      updated_at: at,
    });
}
