/**
 * The limits of the plan a user is on (one video limit from the user's plan,
 * free 5 MB; photos per listing, free 5): a premium tier counts only until it expires, checked here on
 * every call (users.premium_tier is derived from the paid periods, payments/activation.ts).
 */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { now as clockNow } from '../../clock.ts';
import { FREE_VIDEO_MAX_MB } from '@shared/media.ts';
import { activeTier as sharedActiveTier } from '@shared/premium.ts';
import { MAX_PHOTOS } from '@shared/schemas/listing.ts';
import { photoLimitOfTier, videoLimitOfTier } from './package-repo.ts';

/** The tier whose limits apply now, by the one rule the app uses too (shared/src/premium.ts), at the server's time. */
export const activeTier = (user: User, now: Date = clockNow()): string => sharedActiveTier(user, now);

export async function videoLimitMb(db: Knex, user: User): Promise<number> {
  return (await videoLimitOfTier(db, activeTier(user))) ?? FREE_VIDEO_MAX_MB;
}

/** Photos a listing of this user may have: their active plan's maxPhotos (free: 5). */
export async function photoLimit(db: Knex, user: User): Promise<number> {
  return (await photoLimitOfTier(db, activeTier(user))) ?? MAX_PHOTOS;
}
