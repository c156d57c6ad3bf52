import { describe, expect, it } from 'vitest';
import { formatRupees, isNegotiablePrice } from './format.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way and shows paise only when there are any', () => {
    expect(formatRupees('123456.00')).toBe('₹1,23,456');
    expect(formatRupees('1200')).toBe('₹1,200');
    expect(formatRupees('99.5')).toBe('₹99.50');
    expect(formatRupees('10000000.25')).toBe('₹1,00,00,000.25');
  });
});

describe('isNegotiablePrice', () => {
  it('is negotiable when marked, or when the price is zero or absent', () => {
    expect(isNegotiablePrice({ isNegotiable: true, price: '100.00' })).toBe(true);
    expect(isNegotiablePrice({ isNegotiable: false, price: null })).toBe(true);
    expect(isNegotiablePrice({ isNegotiable: false, price: '0.00' })).toBe(true);
    expect(isNegotiablePrice({ isNegotiable: false, price: '1.00' })).toBe(false);
  });
});
