/**
 * What a push carries: the alert as JSON, under 3 KB so every push service takes it
 * (their limit is about 4 KB of ciphertext), and the Topic header that lets a push service replace an
 * alert still waiting for the device with the newer one of the same conversation.
 */
import { createHash } from 'node:crypto';
import type { PushAlert } from '@shared/api.ts';

export const MAX_PAYLOAD_BYTES = 3072;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Cuts text to `max` characters (whole code points), marking the cut. */
const cut = (text: string, max: number): string => {
  const points = [...text];
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
};

/**
 * The alert as the push body: the message text (then the title) is shortened until the JSON fits.
 * The alert's other fields are ids and paths of bounded size.
 */
export function pushPayload(alert: PushAlert): string {
  let shaped = alert;
  let json = JSON.stringify(shaped);
  for (let keep = 500; bytes(json) > MAX_PAYLOAD_BYTES && keep >= 0; keep -= 50) {
    shaped = { ...alert, body: cut(alert.body, keep), title: cut(alert.title, Math.max(keep, 60)) };
    json = JSON.stringify(shaped);
  }
  if (bytes(json) > MAX_PAYLOAD_BYTES) throw new Error(`push alert of ${bytes(json)} bytes does not fit ${MAX_PAYLOAD_BYTES}`);
  return json;
}

/**
 * The Topic header (RFC 8030 §5.4): at most 32 base64url characters. The tag itself when it fits,
 * else a digest of it, so one conversation always has one topic.
 */
export function pushTopic(tag: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(tag)) return tag;
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
