/**
 * The cipher of identity document numbers (issue 13): AES-256-GCM with a random 12-byte IV per
 * encryption and the document's id as associated data, so a ciphertext copied onto another document's
 * row fails to decrypt instead of showing one user's number as another's. Stored as one bytea:
 * version byte | IV (12) | tag (16) | ciphertext. The version byte leaves room for a later key or
 * algorithm without guessing what a stored value is.
 *
 * The same key also seals what idempotency records keep of document calls (sealText, keyedDigest):
 * a plain SHA-256 of a body holding a 12-digit number could be reversed by trying every number.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/** Encrypts `plaintext` bound to `context` (a document's id): decrypting needs the same context. */
export function encryptBound(key: Buffer, context: string, plaintext: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** Decrypts what encryptBound made; throws when the bytes, the key or the context do not match. */
export function decryptBound(key: Buffer, context: string, sealed: Buffer): string {
  if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION) throw new Error('not a sealed value of a known version');
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]).toString('utf8');
}

/** A document's number, encrypted for its row (AAD: the document id). */
export const encryptDocumentNumber = (key: Buffer, documentId: string, number: string): Buffer => encryptBound(key, `document:${documentId}`, number);
export const decryptDocumentNumber = (key: Buffer, documentId: string, sealed: Buffer): string => decryptBound(key, `document:${documentId}`, sealed);

/** Text sealed for storage in a text column (base64), bound to `context`. */
export const sealText = (key: Buffer, context: string, text: string): string => encryptBound(key, `sealed:${context}`, text).toString('base64');
export const unsealText = (key: Buffer, context: string, sealed: string): string => decryptBound(key, `sealed:${context}`, Buffer.from(sealed, 'base64'));

/** A keyed digest (HMAC-SHA-256, hex): comparable like a hash, but not reversible by guessing without the key. */
export const keyedDigest = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('hex');
