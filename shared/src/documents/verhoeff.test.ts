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
    }
    // Swapping two equal neighbours changes nothing, so only the swaps that give another number count.
    const swaps = Array.from(number.slice(1), (next, i) => number.slice(0, i) + next + number[i] + number.slice(i + 2)).filter((swapped) => swapped !== number);
    expect(swaps.length).toBeGreaterThan(0);
    for (const swapped of swaps) expect(hasValidVerhoeffDigit(swapped), swapped).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(hasValidVerhoeffDigit('')).toBe(false);
    expect(hasValidVerhoeffDigit('23a3')).toBe(false);
  });
});
