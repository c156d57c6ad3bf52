import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  const listing = { one: 'listing', other: 'listings' };

  it('uses the singular for one and the plural otherwise, zero included', () => {
    expect(countOf(1, listing)).toBe('1 listing');
    expect(countOf(0, listing)).toBe('0 listings');
    expect(countOf(2, listing)).toBe('2 listings');
  });

  it('groups digits the Indian way', () => {
    expect(countOf(123_456, listing)).toBe('1,23,456 listings');
  });
});
