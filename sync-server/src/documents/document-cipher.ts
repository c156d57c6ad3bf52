/**
 * The cipher of identity documents, their numbers and their photos: AES-256-GCM with a random 12-byte
 * IV per encryption and the object's id as associated data, so a ciphertext copied onto another
 * document's row (or another photo's file) fails to decrypt instead of showing one user's number or
 * card as another's. Stored as one value: version byte | IV (12) | tag (16) | ciphertext.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/*
 * The version byte leaves room for a later key or algorithm without guessing what a stored value is.
 *
 * The same key also seals what idempotency records keep of document calls (sealText, keyedDigest):
 * a plain SHA-256 of a body holding a 12-digit number could be reversed by trying every number.
 */

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/** Encrypts `plaintext` bound to `context` (an object's id): decrypting needs the same context. */
export function encryptBytes(key: Buffer, context: string, plaintext: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** Whether these bytes have the form encryptBytes gives (a WebP, say, starts with "RIFF" instead). */
export const isSealed = (bytes: Buffer): boolean => bytes.length >= HEADER_BYTES && bytes[0] === VERSION;

/** Decrypts what encryptBytes made; throws when the bytes, the key or the context do not match. */
export function decryptBytes(key: Buffer, context: string, sealed: Buffer): Buffer {
  if (!isSealed(sealed)) throw new Error('not a sealed value of a known version');
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
}

export const encryptBound = (key: Buffer, context: string, plaintext: string): Buffer => encryptBytes(key, context, Buffer.from(plaintext, 'utf8'));
export const decryptBound = (key: Buffer, context: string, sealed: Buffer): string => decryptBytes(key, context, sealed).toString('utf8');

/** A document's number, encrypted for its row (AAD: the document id). */
export const encryptDocumentNumber = (key: Buffer, documentId: string, number: string): Buffer => encryptBound(key, `document:${documentId}`, number);
export const decryptDocumentNumber = (key: Buffer, documentId: string, sealed: Buffer): string => decryptBound(key, `document:${documentId}`, sealed);

/** A document photo's bytes, encrypted for its stored object (AAD: the photo's media id). */
export const encryptDocumentPhoto = (key: Buffer, mediaId: string, photo: Buffer): Buffer => encryptBytes(key, `document-photo:${mediaId}`, photo);
export const decryptDocumentPhoto = (key: Buffer, mediaId: string, sealed: Buffer): Buffer => decryptBytes(key, `document-photo:${mediaId}`, sealed);

/** Text sealed for storage in a text column (base64), bound to `context`. */
export const sealText = (key: Buffer, context: string, text: string): string => encryptBound(key, `sealed:${context}`, text).toString('base64');
export const unsealText = (key: Buffer, context: string, sealed: string): string => decryptBound(key, `sealed:${context}`, Buffer.from(sealed, 'base64'));

/** A keyed digest (HMAC-SHA-256, hex): comparable like a hash, but not reversible by guessing without the key. */
export const keyedDigest = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('hex');
