import { describe, expect, it } from 'vitest';
import { hasValidVerhoeffDigit, verhoeffDigit } from './verhoeff.ts';

describe('Verhoeff check digit', () => {
  it('matches the published examples', () => {
    // The worked example of the algorithm: 236 → 3; and 12345 → 1.
    expect(verhoeffDigit('236')).toBe('3');
    expect(verhoeffDigit('12345')).toBe('1');
    expect(hasValidVerhoeffDigit('2363')).toBe(true);
    expect(hasValidVerhoeffDigit('123451')).toBe(true);
  });

  it('catches every single-digit change and every swap of neighbours in a 12-digit number', () => {
    const base = '23456789012';
    const number = base + verhoeffDigit(base);
    expect(hasValidVerhoeffDigit(number)).toBe(true);
    for (let i = 0; i < number.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === number[i]) continue;
        expect(hasValidVerhoeffDigit(number.slice(0, i) + d + number.slice(i + 1))).toBe(false);
      }
      if (i + 1 < number.length && number[i] !== number[i + 1]) {
        const swapped = number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2);
        expect(hasValidVerhoeffDigit(swapped)).toBe(false);
      }
    }
  });

  it('refuses anything but digits', () => {
    expect(hasValidVerhoeffDigit('')).toBe(false);
    expect(hasValidVerhoeffDigit('23a3')).toBe(false);
  });
});
