/** A near-me search's distance as the address holds it: 25 km unless it names another of the five. */
import { describe, expect, it } from 'vitest';
import { radiusOf, radiusParam, widerRadius } from './near-radius.ts';

describe('the near-me distance', () => {
  it('reads the address, 25 km when it names none or no real one', () => {
    expect(radiusOf(undefined)).toBe(25);
    expect(radiusOf('10')).toBe(10);
    expect(radiusOf('7')).toBe(25);
    expect(radiusOf('abc')).toBe(25);
  });

  it('leaves the default out of the address', () => {
    expect(radiusParam(25)).toBeUndefined();
    expect(radiusParam(100)).toBe('100');
  });

  it('offers the next larger distance, none past 100 km', () => {
    expect(widerRadius(5)).toBe(10);
    expect(widerRadius(50)).toBe(100);
    expect(widerRadius(100)).toBeUndefined();
  });
});
