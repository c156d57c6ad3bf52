/**
 * Premium rules shared by the app and the server: a user is premium while their tier is
 * not free and has not expired, and their limits (photos per listing, video size) are their active
 * plan's; anything unknown falls back to the free tier's, the limits the server always accepts.
 */
import type { PremiumPackage } from './api/payments.ts';
import type { User } from './api/users.ts';
import { FREE_VIDEO_MAX_MB } from './media.ts';
import { MAX_PHOTOS } from './schemas/listing.ts';

/** The yearly plan's saving is shown against this monthly base, in rupees. */
export const MONTHLY_BASE_INR = 399;

export interface PlanLimits {
  maxPhotos: number;
  maxVideoSizeMb: number;
}

export const FREE_PLAN_LIMITS: PlanLimits = { maxPhotos: MAX_PHOTOS, maxVideoSizeMb: FREE_VIDEO_MAX_MB };

type PremiumFields = Pick<User, 'premiumTier' | 'premiumExpiresAt'>;

/** Premium when the tier is not free and premiumExpiresAt is not in the past. */
export const isPremiumActive = (user: PremiumFields, now: Date = new Date()): boolean =>
  user.premiumTier !== 'free' && (user.premiumExpiresAt === null || new Date(user.premiumExpiresAt) > now);

/** The tier whose limits apply now: the user's own while active, else free. */
export const activeTier = (user: PremiumFields, now: Date = new Date()): string => (isPremiumActive(user, now) ? user.premiumTier : 'free');

/** The active plan's limits; free when signed out, expired, or the plan is not known (offline). */
export function planLimits(user: PremiumFields | null, packages: readonly PremiumPackage[] | undefined, now: Date = new Date()): PlanLimits {
  if (!user) return FREE_PLAN_LIMITS;
  const tier = activeTier(user, now);
  const plan = packages?.find((candidate) => candidate.tier === tier);
  return plan && tier !== 'free' ? { maxPhotos: plan.maxPhotos, maxVideoSizeMb: plan.maxVideoSizeMb } : FREE_PLAN_LIMITS;
}

/** 399 minus the yearly price divided by 12, rounded (₹3,999 a year saves ₹66 a month). */
export const yearlySavingPerMonth = (yearlyPriceInr: string): number => Math.round(MONTHLY_BASE_INR - Number(yearlyPriceInr) / 12);

/** Rupees as a decimal string ("3999.00") from paise (399900), for the rupee formatter. */
export const rupeesFromPaise = (paise: number): string => (paise / 100).toFixed(2);
