/**
 * GET /api/inbox/changes: everything of the user's inbox (conversations as they see them, their
 * messages, their notifications and deletions of notifications, their bookings in both roles) stamped
 * after the cursor, so a phone that was offline catches up in one call, and again at once while hasMore.
 */
import type { Knex } from 'knex';
import type { AppNotification, Booking, Conversation, InboxChanges, Message, User } from '@shared/api.ts';
import { bookingInboxFeed } from '../bookings/index.ts';
import { decodeChangeCursor, encodeChangeCursor } from '../../paging/cursor.ts';
import { conversationInboxFeed, messageInboxFeed } from '../conversations/index.ts';
import { notificationInboxFeed } from '../notifications/index.ts';
import { settledChangeKey, settledCursor } from '../../db/change-keys.ts';

/*
 * The four tables share one kind of stamp (inbox-seq.ts): each is read for its first `limit + 1` rows
 * after the cursor and below the settled bound, and the page is the `limit` lowest stamps of all of
 * them, so nothing is skipped between pages. As with listings (item-repo's itemChangesSince), the
 * bound is read before the rows: every stamp below it is visible to them, and every write not yet
 * visible stamps above it, so above the cursor handed back.
 *
 * A booking turns `completed` by the calendar, without a write, so no change_seq marks it: devices
 * recompute that status from the dates (the PWA does), as the server does when it answers.
 */

type Change =
  | { seq: bigint; kind: 'conversation'; conversation: Conversation }
  | { seq: bigint; kind: 'message'; message: Message }
  | { seq: bigint; kind: 'notification'; notification: AppNotification; deleted: boolean }
  | { seq: bigint; kind: 'booking'; booking: Booking };

export async function inboxChangesSince(db: Knex, user: User, since: string | undefined, limit: number): Promise<InboxChanges> {
  const from = since ? decodeChangeCursor(since) : '0';
  const settled = await settledChangeKey(db);
  const [conversations, messages, notifications, bookings] = await Promise.all([
    conversationInboxFeed.changedSince(db, user.id, from, settled, limit + 1),
    messageInboxFeed.changedSince(db, user.id, from, settled, limit + 1),
    notificationInboxFeed.changedSince(db, user.id, from, settled, limit + 1),
    bookingInboxFeed.changedSince(db, user.id, from, settled, limit + 1),
  ]);
  const all: Change[] = [
    ...conversations.map((row): Change => ({ kind: 'conversation', ...row })),
    ...messages.map((row): Change => ({ kind: 'message', ...row })),
    ...notifications.map((row): Change => ({ kind: 'notification', ...row })),
    ...bookings.map((row): Change => ({ kind: 'booking', ...row })),
  ].sort((a, b) => (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0));
  const page = all.slice(0, limit);
  const hasMore = all.length > limit;
  const lastSeq = page.at(-1)?.seq ?? 0n;
  const answer: InboxChanges = { conversations: [], messages: [], notifications: [], deletedNotificationIds: [], bookings: [], cursor: '', hasMore };
  for (const change of page) {
    if (change.kind === 'conversation') answer.conversations.push(change.conversation);
    else if (change.kind === 'message') answer.messages.push(change.message);
    else if (change.kind === 'booking') answer.bookings.push(change.booking);
    else if (change.deleted) answer.deletedNotificationIds.push(change.notification.id);
    else answer.notifications.push(change.notification);
  }
  // With more to come, continue after this page; else from just under the settled bound (a forged
  // cursor beyond it is brought back to it).
  answer.cursor = encodeChangeCursor(String(hasMore ? lastSeq : settledCursor(settled)));
  return answer;
}
