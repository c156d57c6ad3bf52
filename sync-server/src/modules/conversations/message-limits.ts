/** The message rate limits of shared/limits.ts as counters (docs/api.md, "Messages and notifications"). */
import { limits } from '@shared/limits.ts';
import { serverMessages } from '@shared/messages/server.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';

const copy = serverMessages.messaging;

/** Every message an account sends, from the contact page or in a thread. */
export const messageRateLimits = (userId: string): RateLimit[] => [
  { key: `message-minute:${userId}`, max: limits.messagesPerMinute, windowSeconds: 60, refusal: copy.tooManyMessages },
  { key: `message-hour:${userId}`, max: limits.messagesPerHour, windowSeconds: 60 * 60, refusal: copy.tooManyMessages },
];

/** Conversations an account starts: asking dozens of owners a day is normal, thousands is spam. */
export const newConversationRateLimits = (userId: string): RateLimit[] => [
  { key: `conversation-day:${userId}`, max: limits.newConversationsPerDay, windowSeconds: 24 * 60 * 60, refusal: copy.tooManyConversations },
];
