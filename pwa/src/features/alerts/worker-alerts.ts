/**
 * The service worker's part of push alerts, wired by sw.ts: a push shows its alert and nudges open
 * pages; a push that cannot be read still shows a plain alert; a tap opens the alert's address; a
 * renewed subscription is handed to the account. Written against the few worker features it uses, so
 * it is tested without a browser.
 */
import { apiPaths } from '@shared/api.ts';
import type { Locale } from '@shared/locale.ts';
import { pushAlertMessages } from '@shared/messages/push-alert.ts';
import { INBOX_CHANGED_MESSAGE } from '@pwa/sync/inbox-nudge.ts';
import { isSitePath, parsePushAlert } from './push-alert.ts';

/** What a shown alert keeps: where a tap goes, and how many messages it stands for. */
export interface AlertData {
  url: string;
  count: number;
}

/** NotificationOptions with renotify, which TypeScript's libraries no longer list. */
export interface AlertOptions {
  body: string;
  tag: string;
  renotify: boolean;
  icon: string;
  badge: string;
  data: AlertData;
}

export interface AlertWindow {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
  postMessage(message: unknown): void;
}

export interface AlertsWorker {
  readonly origin: string;
  showNotification(title: string, options: AlertOptions): Promise<void>;
  /** The data of the alerts shown now with this tag. */
  shownData(tag: string): Promise<readonly unknown[]>;
  windows(): Promise<readonly AlertWindow[]>;
  openWindow(url: string): Promise<unknown>;
  fetch(path: string, init: RequestInit): Promise<Response>;
  /** The device's language (worker-language.ts), for an alert whose payload names none. */
  language(): Promise<Locale>;
}

const ICON = '/icon-192.png';
const BADGE = '/badge-96.png';
/** Where a push that cannot be read leads: the account's notifications. */
const FALLBACK_URL = '/dashboard?tab=notifications';
const FALLBACK_TAG = 'kiraya';

/** One shown alert per booking, whatever tag the server chose: its latest event is what matters. */
export const bookingAlertTag = (bookingId: string): string => `booking:${bookingId}`;

const countOf = (data: unknown): number =>
  typeof data === 'object' && data !== null && 'count' in data && typeof data.count === 'number' && data.count > 0 ? data.count : 1;

export async function showPush(worker: AlertsWorker, payload: string | null): Promise<void> {
  const alert = parsePushAlert(payload);
  const booking = alert?.type === 'booking' && alert.bookingId ? alert.bookingId : null;
  const tag = booking ? bookingAlertTag(booking) : (alert?.tag ?? FALLBACK_TAG);
  // One alert per conversation (the tag): a later message replaces the earlier notification, says how
  // many came, and alerts again (renotify). One per booking, the latest news replacing the earlier
  // (accepted after requested: no count to add up).
  const shown = booking ? [] : await worker.shownData(tag);
  const count = shown.length ? countOf(shown[0]) + 1 : 1;
  // A push that cannot be read names no language: the device's is used.
  const copy = pushAlertMessages[alert?.lang ?? (await worker.language())];
  const latest = alert?.body ?? copy.fallbackBody;
  await worker.showNotification(alert?.title ?? copy.fallbackTitle, {
    body: count > 1 ? copy.collapsed(count, latest) : latest,
    tag,
    renotify: true,
    icon: ICON,
    badge: BADGE,
    data: { url: alert?.url ?? FALLBACK_URL, count },
  });
  // Open pages run the inbox sync (INBOX_CHANGED), so their badges and lists update at once.
  for (const page of await worker.windows()) page.postMessage({ type: INBOX_CHANGED_MESSAGE });
}

export async function openAlert(worker: AlertsWorker, data: unknown): Promise<void> {
  const path = typeof data === 'object' && data !== null && 'url' in data && isSitePath(data.url) ? data.url : FALLBACK_URL;
  const url = new URL(path, worker.origin).href;
  const open = (await worker.windows()).find((page) => new URL(page.url).origin === worker.origin);
  if (!open) {
    await worker.openWindow(url);
    return;
  }
  // Focus first: the browser lets a notification click bring a window forward only right away. A
  // refused focus (the click's permission already spent) must not keep the window from the address.
  await open.focus().catch(() => undefined);
  if (open.url !== url) await open.navigate(url);
}

/** The parts of a PushSubscription the renewal needs (the worker's and the page's types differ). */
export interface RenewedSubscription {
  toJSON(): PushSubscriptionJSON;
}

/** Hands a renewed subscription to the account; signed out (401), it waits for the next sign-in. */
export async function sendRenewedSubscription(worker: AlertsWorker, subscription: RenewedSubscription | null): Promise<void> {
  if (!subscription) return;
  const { endpoint, expirationTime = null, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  await worker.fetch(apiPaths.pushSubscriptions, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
  });
}
