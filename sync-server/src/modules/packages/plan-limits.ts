/**
 * The limits of the plan a user is on (spec §9, DESIGN.md §13: one video limit from the user's plan,
 * free 5 MB): a premium tier counts only until it expires.
 */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { FREE_VIDEO_MAX_MB } from '@shared/media.ts';
import { videoLimitOfTier } from './package-repo.ts';

export const activeTier = (user: User, now = new Date()): string =>
  user.premiumTier !== 'free' && (!user.premiumExpiresAt || new Date(user.premiumExpiresAt) > now) ? user.premiumTier : 'free';

export async function videoLimitMb(db: Knex, user: User): Promise<number> {
  return (await videoLimitOfTier(db, activeTier(user))) ?? FREE_VIDEO_MAX_MB;
}
