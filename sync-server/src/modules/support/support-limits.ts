/** The support rate limits of shared/limits.ts as counters: a few follow-ups, never a flood of the queue. */
import { limits } from '@shared/limits.ts';
import { supportMessages } from '@shared/messages/support.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';

export const supportRateLimits = (userId: string): RateLimit[] => [
  { key: `support-hour:${userId}`, max: limits.supportRequestsPerHour, windowSeconds: 60 * 60, refusal: supportMessages.server.tooMany },
  { key: `support-day:${userId}`, max: limits.supportRequestsPerDay, windowSeconds: 24 * 60 * 60, refusal: supportMessages.server.tooMany },
];
