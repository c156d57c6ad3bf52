/** SQL of push subscriptions (migrations/…_push_subscriptions.ts); the only place that knows their columns. */
import type { Knex } from 'knex';

/** A device's subscription as the sender needs it (web-push's PushSubscription shape plus ids). */
export interface StoredSubscription {
  id: string;
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  expiresAt: Date | null;
}

interface SubscriptionRow {
  id: string | number;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expires_at: Date | string | null;
}

const toSubscription = (row: SubscriptionRow): StoredSubscription => ({
  id: String(row.id),
  userId: row.user_id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
});

export interface SubscriptionWrite {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
}

/**
 * Saves a device's subscription for the user. A known endpoint is updated when it is this user's (the
 * device subscribing again, perhaps with renewed keys), and moves to this user only with the keys it
 * has (another account now signed in on the same browser sends the same subscription): anyone else
 * who knows the endpoint cannot take it over. False when it stayed another account's.
 */
export async function upsertSubscription(trx: Knex.Transaction, write: SubscriptionWrite): Promise<boolean> {
  const saved: unknown[] = await trx('push_subscriptions')
    .insert({ user_id: write.userId, endpoint: write.endpoint, p256dh: write.p256dh, auth: write.auth, expires_at: write.expiresAt })
    .onConflict('endpoint')
    .merge({ user_id: write.userId, p256dh: write.p256dh, auth: write.auth, expires_at: write.expiresAt, updated_at: trx.fn.now() })
    .where((row) =>
      row
        .where('push_subscriptions.user_id', write.userId)
        .orWhere((sameKeys) => sameKeys.where('push_subscriptions.p256dh', write.p256dh).andWhere('push_subscriptions.auth', write.auth)),
    )
    .returning('id');
  return saved.length > 0;
}

/**
 * Takes the user's row lock, so two devices subscribing at once count the user's subscriptions one
 * after the other (the limit holds).
 */
export async function lockUserSubscriptions(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('users').where('id', userId).forUpdate().select('id');
}

/** Deletes all but the user's `keep` most recently subscribed devices. */
export async function keepNewestSubscriptions(trx: Knex.Transaction, userId: string, keep: number): Promise<void> {
  const newest = trx('push_subscriptions').where('user_id', userId).orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(keep).select('id');
  await trx('push_subscriptions').where('user_id', userId).whereNotIn('id', newest).delete();
}

/** Deletes the endpoint's subscription if it is the user's; another account's stays. */
export async function deleteUserSubscription(trx: Knex.Transaction, userId: string, endpoint: string): Promise<void> {
  await trx('push_subscriptions').where({ user_id: userId, endpoint }).delete();
}

/** The user's subscriptions that have not expired, to alert every one of their devices. */
export async function subscriptionIdsOf(db: Knex, userId: string, now: Date): Promise<string[]> {
  const rows: Array<{ id: string | number }> = await db('push_subscriptions')
    .where('user_id', userId)
    .where((live) => live.whereNull('expires_at').orWhere('expires_at', '>', now))
    .orderBy('id')
    .select('id');
  return rows.map((row) => String(row.id));
}

/** One subscription, only while it still belongs to `userId` (a device that changed account is not alerted for the old one). */
export async function findSubscription(db: Knex, id: string, userId: string): Promise<StoredSubscription | undefined> {
  const row: SubscriptionRow | undefined = await db('push_subscriptions').where({ id, user_id: userId }).first('id', 'user_id', 'endpoint', 'p256dh', 'auth', 'expires_at');
  return row ? toSubscription(row) : undefined;
}

/**
 * Forgets a subscription the push service says is gone (404/410), unless the device subscribed anew
 * with new keys meanwhile. By id and public key only: the endpoint (a capability) stays out of any
 * SQL error message.
 */
export async function deleteSubscription(db: Knex, id: string, p256dh: string): Promise<void> {
  await db('push_subscriptions').where({ id, p256dh }).delete();
}

/** How many subscriptions the user has (tests and the limit's check). */
export async function countSubscriptions(db: Knex, userId: string): Promise<number> {
  const [row] = await db('push_subscriptions').where('user_id', userId).count<Array<{ count: string | number }>>('* as count');
  return Number(row?.count ?? 0);
}
