import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptDocumentNumber, encryptDocumentNumber, keyedDigest, sealText, unsealText } from './document-cipher.ts';

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
});
