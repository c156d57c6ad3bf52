/**
 * The tokens of emailed links (password resets, email confirmations): 32 random bytes, base64url in the
 * link, and kept only as their SHA-256, so a copy of the tables cannot be used as links.
 */
import { createHash, randomBytes } from 'node:crypto';

export const linkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}
