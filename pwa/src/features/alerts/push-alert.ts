/**
 * Reading a push's payload in the service worker: the server's PushAlert JSON
 * (shared/src/api.ts), checked field by field. Anything else — no payload, not JSON, a field
 * missing, an address off this site — is refused here, and the worker shows a plain alert instead:
 * a push a browser was promised to show (userVisibleOnly) must show something.
 */
import type { PushAlert } from '@shared/api.ts';
import { isLocale } from '@shared/locale.ts';

const TEXT_MAX = 500;

const isText = (value: unknown, max = TEXT_MAX): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** A path on this site ("/messages/…"), never another origin ("//evil.example", "https://…"). */
export const isSitePath = (value: unknown): value is string => isText(value, 2000) && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

export function parsePushAlert(text: string | null): PushAlert | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { type, title, body, tag, url, conversationId, itemId, bookingId, lang } = data as Record<string, unknown>;
  if (!isText(title) || !isText(body, 2000) || !isText(tag, 200) || !isSitePath(url)) return null;
  // An alert from a server older than the Hindi copy names no language: English, as it was written.
  const language = isLocale(lang) ? lang : 'en';
  // The app's own notice (a support answer) is about no conversation or listing.
  if (type === 'notice') return { type, title, body, tag, url, lang: language };
  if ((type !== 'message' && type !== 'booking') || !isText(conversationId, 100) || !isText(itemId, 100)) return null;
  if (type === 'message') return { type, title, body, tag, url, conversationId, itemId, lang: language };
  // A booking alert names its booking: that is what its tag and its tap are about.
  if (!isText(bookingId, 100)) return null;
  return { type, title, body, tag, url, conversationId, itemId, bookingId, lang: language };
}
