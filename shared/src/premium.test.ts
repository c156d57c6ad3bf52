import { describe, expect, it } from 'vitest';
import type { PremiumPackage } from './api/payments.ts';
import { activeTier, FREE_PLAN_LIMITS, isPremiumActive, planLimits, rupeesFromPaise, yearlySavingPerMonth } from './premium.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const plan = (tier: PremiumPackage['tier'], maxPhotos: number, maxVideoSizeMb: number): PremiumPackage => ({ id: tier, tier, name: tier, priceInr: '0', features: [], maxPhotos, maxVideoSizeMb, payable: tier !== 'free' });
const PLANS = [plan('free', 5, 5), plan('monthly', 10, 25), plan('yearly', 15, 50)];

describe('premium', () => {
  it('is premium while the tier is not free and not expired', () => {
    expect(isPremiumActive({ premiumTier: 'yearly', premiumExpiresAt: '2026-11-25T00:00:00.000Z' }, NOW)).toBe(true);
    expect(isPremiumActive({ premiumTier: 'yearly', premiumExpiresAt: '2026-11-24T11:59:59.000Z' }, NOW)).toBe(false);
    expect(isPremiumActive({ premiumTier: 'free', premiumExpiresAt: null }, NOW)).toBe(false);
    expect(activeTier({ premiumTier: 'monthly', premiumExpiresAt: '2026-01-01T00:00:00.000Z' }, NOW)).toBe('free');
  });

  it('gives the active plan\'s limits, and free when signed out, expired or the plans are unknown', () => {
    const monthly = { premiumTier: 'monthly', premiumExpiresAt: '2026-12-24T00:00:00.000Z' };
    expect(planLimits(monthly, PLANS, NOW)).toEqual({ maxPhotos: 10, maxVideoSizeMb: 25 });
    expect(planLimits({ premiumTier: 'yearly', premiumExpiresAt: '2027-11-24T00:00:00.000Z' }, PLANS, NOW)).toEqual({ maxPhotos: 15, maxVideoSizeMb: 50 });
    expect(planLimits({ premiumTier: 'yearly', premiumExpiresAt: '2026-11-01T00:00:00.000Z' }, PLANS, NOW)).toEqual(FREE_PLAN_LIMITS);
    expect(planLimits(monthly, undefined, NOW)).toEqual(FREE_PLAN_LIMITS);
    expect(planLimits(null, PLANS, NOW)).toEqual({ maxPhotos: 5, maxVideoSizeMb: 5 });
  });

  it('computes the yearly saving as 399 minus the yearly price over 12, rounded', () => {
    expect(yearlySavingPerMonth('3999.00')).toBe(66); // 65.75
    expect(yearlySavingPerMonth('3588')).toBe(100);
    expect(yearlySavingPerMonth('4194')).toBe(50); // 49.5 rounds up
  });

  it('turns paise into a rupee decimal string', () => {
    expect(rupeesFromPaise(399900)).toBe('3999.00');
  });
});
