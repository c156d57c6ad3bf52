/** The badge counts: the user's unread notifications and unread messages. */
import type { Knex } from 'knex';
import type { UnreadCounts, User } from '@shared/api.ts';
import { unreadMessagesOf } from '../conversations/index.ts';
import { unreadNotificationsOf } from '../notifications/index.ts';

export async function unreadCounts(db: Knex, user: User): Promise<UnreadCounts> {
  const [count, messages] = await Promise.all([unreadNotificationsOf(db, user), unreadMessagesOf(db, user)]);
  return { count, messages };
}
