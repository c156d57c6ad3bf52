/**
 * Turning this device's push alerts on and off, always from a tap, never on load: on asks permission,
 * subscribes with the server's VAPID key and hands the subscription to the account; off tells the server
 * and unsubscribes. `resendSubscription` re-sends an existing one, so after a sign-in the device's alerts
 * follow the account now signed in.
 */
import { apiPaths, type PushPublicKey } from '@shared/api.ts';
import type { PushSubscriptionPayload } from '@shared/schemas/push.ts';
import { apiGet, apiRequest } from '@pwa/lib/api-client.ts';
import { base64UrlToBytes } from './base64url.ts';
import type { DeviceSubscription, PushPlatform } from './push-platform.ts';

export type TurnOnOutcome = 'on' | 'blocked' | 'dismissed';

const payloadOf = (subscription: DeviceSubscription): PushSubscriptionPayload => {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

const sendSubscription = (subscription: DeviceSubscription) => apiRequest<unknown>(apiPaths.pushSubscriptions, { method: 'POST', body: payloadOf(subscription) });

/** Whether a subscription was made with this key (the server's key changes only if its keys are replaced). */
function madeWithKey(subscription: DeviceSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return true;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

export async function turnOnAlerts(platform: PushPlatform): Promise<TurnOnOutcome> {
  // Asked first, from the tap itself: some browsers only show the prompt during a user gesture.
  const permission = platform.permission() === 'granted' ? 'granted' : await platform.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  const { publicKey } = await apiGet<PushPublicKey>(apiPaths.pushPublicKey);
  const key = base64UrlToBytes(publicKey);
  const manager = await platform.pushManager();
  let subscription = await manager.getSubscription();
  if (subscription && !madeWithKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await sendSubscription(subscription);
  } catch (error) {
    // Subscribed here but unknown to the server, the device would say "on" and get nothing.
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

const existingSubscription = async (platform: PushPlatform): Promise<DeviceSubscription | null> =>
  platform.pushSupported() ? ((await (await platform.registeredPushManager())?.getSubscription()) ?? null) : null;

export async function turnOffAlerts(platform: PushPlatform): Promise<void> {
  const subscription = await existingSubscription(platform);
  if (!subscription) return;
  // The server first: unsubscribed here but still on the server, the next push would only be refused
  // by the push service (410), which also removes it, but later.
  await apiRequest<void>(apiPaths.pushSubscriptions, { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export async function isSubscribed(platform: PushPlatform): Promise<boolean> {
  return (await existingSubscription(platform)) !== null;
}

/** Sends the device's subscription again (after a sign-in); does nothing when alerts are off here. */
export async function resendSubscription(platform: PushPlatform): Promise<boolean> {
  if (platform.permission() !== 'granted') return false;
  const subscription = await existingSubscription(platform);
  if (!subscription) return false;
  await sendSubscription(subscription);
  return true;
}
