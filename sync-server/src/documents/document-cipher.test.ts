import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptDocumentNumber, decryptDocumentPhoto, encryptDocumentNumber, encryptDocumentPhoto, isSealed, keyedDigest, sealText, unsealText } from './document-cipher.ts';

/** What a changed tag, key or context fails with (GCM's check), and what a header that is not ours fails with. */
const UNAUTHENTIC = 'unable to authenticate data';
const UNKNOWN_VERSION = 'not a sealed value of a known version';

describe('document cipher', () => {
  const key = randomBytes(32);
  const id = randomUUID();
  const number = '234123412346';

  it('round-trips a number, with a fresh IV each time, and never holds it in plain', () => {
    const first = encryptDocumentNumber(key, id, number);
    const second = encryptDocumentNumber(key, id, number);
    expect(first.equals(second)).toBe(false);
    expect(first.toString('latin1')).not.toContain(number);
    expect(first[0]).toBe(1);
    expect(first.length).toBe(1 + 12 + 16 + number.length);
    expect(decryptDocumentNumber(key, id, first)).toBe(number);
  });

  it('fails on a changed byte anywhere, a wrong key or another document id', () => {
    const sealed = encryptDocumentNumber(key, id, number);
    const tamperedAt = (index: number): Buffer => {
      const tampered = Buffer.from(sealed);
      tampered[index] = (tampered[index] ?? 0) ^ 1;
      return tampered;
    };
    expect(() => decryptDocumentNumber(key, id, tamperedAt(0))).toThrow(UNKNOWN_VERSION);
    for (const index of [1, 13, 29, sealed.length - 1]) {
      expect(() => decryptDocumentNumber(key, id, tamperedAt(index)), `byte ${index}`).toThrow(UNAUTHENTIC);
    }
    expect(() => decryptDocumentNumber(randomBytes(32), id, sealed)).toThrow(UNAUTHENTIC);
    expect(() => decryptDocumentNumber(key, randomUUID(), sealed)).toThrow(UNAUTHENTIC);
    expect(() => decryptDocumentNumber(key, id, sealed.subarray(0, 10))).toThrow(UNKNOWN_VERSION);
  });

  it('seals text bound to its context and digests with the key', () => {
    const sealed = sealText(key, 'a', '{"x":1}');
    expect(unsealText(key, 'a', sealed)).toBe('{"x":1}');
    expect(() => unsealText(key, 'b', sealed)).toThrow(UNAUTHENTIC);
    expect(keyedDigest(key, number)).toBe(keyedDigest(key, number));
    expect(keyedDigest(key, number)).not.toBe(keyedDigest(randomBytes(32), number));
  });

  it("round-trips a photo's bytes bound to its media id, and never under a number's context", () => {
    const webp = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), randomBytes(2000)]);
    const sealed = encryptDocumentPhoto(key, id, webp);
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(webp)).toBe(false);
    expect(sealed.includes(webp.subarray(16, 64))).toBe(false);
    expect(decryptDocumentPhoto(key, id, sealed).equals(webp)).toBe(true);
    expect(() => decryptDocumentPhoto(key, randomUUID(), sealed)).toThrow(UNAUTHENTIC);
    expect(() => decryptDocumentPhoto(randomBytes(32), id, sealed)).toThrow(UNAUTHENTIC);
    expect(() => decryptDocumentNumber(key, id, encryptDocumentPhoto(key, id, Buffer.from(number)))).toThrow(UNAUTHENTIC);
    expect(() => decryptDocumentPhoto(key, id, webp)).toThrow(UNKNOWN_VERSION);
  });
});
