/**
 * A device turning alerts on or off. The endpoint must be one of the allowed push
 * services (push-service-hosts.ts): the server will POST to it. An account keeps its newest
 * subscriptions only, so a user who reinstalls the app many times does not make every alert fan out
 * to dozens of dead endpoints.
 */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import type { PushSubscriptionPayload } from '@shared/schemas/push.ts';
import { AppError } from '../../errors.ts';
import { deleteUserSubscription, keepNewestSubscriptions, lockUserSubscriptions, subscriptionIdsOf, upsertSubscription } from './push-subscription-repo.ts';
import { isAllowedPushEndpoint } from './push-service-hosts.ts';

/** Most devices one account is alerted on; subscribing past it drops the longest-unrenewed one. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

export async function savePushSubscription(trx: Knex.Transaction, user: User, subscription: PushSubscriptionPayload, extraHosts: readonly string[]): Promise<void> {
  if (!isAllowedPushEndpoint(subscription.endpoint, extraHosts)) {
    const message = serverMessages.push.serviceNotAllowed;
    throw new AppError(400, 'push-service-not-allowed', message, { endpoint: message });
  }
  await lockUserSubscriptions(trx, user.id);
  const saved = await upsertSubscription(trx, {
    userId: user.id,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    expiresAt: subscription.expirationTime === null ? null : new Date(subscription.expirationTime),
  });
  if (!saved) throw new AppError(409, 'conflict', serverMessages.push.endpointTaken);
  await keepNewestSubscriptions(trx, user.id, MAX_SUBSCRIPTIONS_PER_USER);
}

/**
 * Turns alerts off on one device. Done whether or not the endpoint was the user's (already removed,
 * moved to another account, never known): the device's wish holds either way, and the answer does not
 * tell anyone whether an endpoint is subscribed.
 */
export async function removePushSubscription(trx: Knex.Transaction, user: User, endpoint: string): Promise<void> {
  await deleteUserSubscription(trx, user.id, endpoint);
}

/** Whether the account has a device with alerts on at `at` (one an alert would be pushed to). */
export async function hasPushDevice(db: Knex, userId: string, at: Date): Promise<boolean> {
  return (await subscriptionIdsOf(db, userId, at)).length > 0;
}
