/**
 * The token of an emailed unsubscribe link: the account, the kind of email, and an HMAC of both with
 * the server's secret. It works without signing in (a mail program posts it, RFC 8058) and never
 * expires, so an old email's link still works; all it can do is turn that kind of email off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailAlertKinds, type EmailAlertKind } from '@shared/api.ts';

const signatureOf = (secret: string, userId: string, kind: EmailAlertKind): string =>
  createHmac('sha256', secret).update(`email-unsubscribe:${userId}:${kind}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: EmailAlertKind): string {
  return `${userId}.${kind}.${signatureOf(secret, userId, kind)}`;
}

const isKind = (value: string): value is EmailAlertKind => (emailAlertKinds as readonly string[]).includes(value);

/** The account and kind a token names, when the server signed it; undefined for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: EmailAlertKind } | undefined {
  const [userId, kind, signature, ...rest] = token.split('.');
  if (rest.length || !userId || !kind || !signature || !isKind(kind)) return undefined;
  const expected = Buffer.from(signatureOf(secret, userId, kind));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : undefined;
}
