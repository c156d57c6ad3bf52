/**
 * Delivery of push alerts, as two kinds of durable job. `push.alert` (queued with the event,
 * queue-push-alert.ts) fans out into one `push.send` per device in the same transaction that finishes
 * it, so each device's push is retried on its own: one failing push service never makes the others'
 * devices get an alert twice.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidSettings } from '../../config.ts';
import { deleteJob, queueJob, type JobPayloads } from '../../jobs/job-repo.ts';
import { RetryLater, type JobContext, type JobHandlers } from '../../jobs/job-worker.ts';
import { pushPayload, pushTopic } from './push-payload.ts';
import { isAllowedPushEndpoint } from './push-service-hosts.ts';
import { deleteSubscription, findSubscription, subscriptionIdsOf } from './push-subscription-repo.ts';

/*
 * `push.send` POSTs the encrypted alert with web-push, signed with the VAPID keys, through Node's
 * standard certificate store (NODE_EXTRA_CA_CERTS adds a private CA).
 *
 * Push service answers: 2xx sent; 404/410 the subscription is gone (deleted); 429 retried after its
 * Retry-After; 5xx and network failures retried with backoff; any other 4xx is a push we can never
 * send (dropped, logged). Logs name the push service's origin, never an endpoint or a key.
 */

/** How long a push service keeps an alert for a device that is offline: a day-old message alert is still worth it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** A Retry-After longer than this (or than the TTL) is taken as this: the alert would be stale anyway. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

export interface PushDelivery {
  vapid: VapidSettings;
  pushServiceHosts: readonly string[];
  /** Tests only: an agent that trusts the local push service's certificate. */
  agent?: Agent;
}

/** The push service's origin: enough to tell which service misbehaves, without the device's token. */
const serviceOf = (endpoint: string): string => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unknown';
  }
};

/** Retry-After in milliseconds, from seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), LONGEST_WAIT_MS);
}

async function fanOut({ userId, alert }: JobPayloads['push.alert'], { db, job }: JobContext): Promise<void> {
  const subscriptionIds = await subscriptionIdsOf(db, userId, new Date());
  await db.transaction(async (trx) => {
    for (const subscriptionId of subscriptionIds) await queueJob(trx, 'push.send', { userId, subscriptionId, alert });
    // Finished with its fan-out, in one commit: a crash cannot fan it out twice, nor can a worker
    // whose lease ran out while another retook the job (its sends roll back).
    if (!(await deleteJob(trx, job))) throw new Error('push alert job was retaken by another worker');
  });
}

function sendTo(delivery: PushDelivery) {
  return async ({ userId, subscriptionId, alert }: JobPayloads['push.send'], { db, logger }: JobContext): Promise<void> => {
    // Gone since the fan-out, or now another account's device: not this user's alert to show there.
    const subscription = await findSubscription(db, subscriptionId, userId);
    if (!subscription) return;
    const service = serviceOf(subscription.endpoint);
    if (subscription.expiresAt && subscription.expiresAt.getTime() <= Date.now()) {
      await deleteSubscription(db, subscription.id, subscription.keys.p256dh);
      return;
    }
    // PUSH_SERVICE_HOSTS may have lost the host since the device subscribed.
    if (!isAllowedPushEndpoint(subscription.endpoint, delivery.pushServiceHosts)) {
      logger.warn({ service }, 'push not sent: the push service is no longer allowed');
      return;
    }
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: subscription.keys }, pushPayload(alert), {
        vapidDetails: delivery.vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        topic: pushTopic(alert.tag),
        timeout: TIMEOUT_MS,
        ...(delivery.agent ? { agent: delivery.agent } : {}),
      });
    } catch (error) {
      if (!(error instanceof webpush.WebPushError)) {
        // Network trouble (refused, reset, timed out, certificate): the service may be back soon.
        const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : error instanceof Error ? error.message : 'error';
        throw new RetryLater(`push to ${service} failed: ${code}`);
      }
      const status = error.statusCode;
      if (status === 404 || status === 410) {
        await deleteSubscription(db, subscription.id, subscription.keys.p256dh);
        logger.info({ service, status }, 'push subscription expired; removed');
        return;
      }
      if (status === 429) throw new RetryLater(`push to ${service} throttled (429)`, retryAfterMs(error.headers['retry-after']));
      if (status >= 500) throw new RetryLater(`push to ${service} failed (${status})`);
      logger.warn({ service, status }, 'push refused by the push service; dropped');
    }
  };
}

/** The job handlers of push delivery, with the server's keys. */
export function pushJobHandlers(delivery: PushDelivery): Pick<JobHandlers, 'push.alert' | 'push.send'> {
  return { 'push.alert': fanOut, 'push.send': sendTo(delivery) };
}
