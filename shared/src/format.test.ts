import { describe, expect, it } from 'vitest';
import { isNegotiablePrice } from './format.ts';

describe('isNegotiablePrice', () => {
  it('is negotiable when marked, or when the price is zero or absent', () => {
    expect(isNegotiablePrice({ isNegotiable: true, price: '100.00' })).toBe(true);
    expect(isNegotiablePrice({ isNegotiable: false, price: null })).toBe(true);
    expect(isNegotiablePrice({ isNegotiable: false, price: '0.00' })).toBe(true);
    expect(isNegotiablePrice({ isNegotiable: false, price: '1.00' })).toBe(false);
  });
});
