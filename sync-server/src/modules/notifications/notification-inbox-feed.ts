/** The notifications' part of the inbox changes call, deletions included so devices drop them too. */
import type { AppNotification } from '@shared/api.ts';
import type { InboxFeed } from '../../db/inbox-seq.ts';
import { notificationsChangedSince } from './notification-repo.ts';

export const notificationInboxFeed: InboxFeed<{ notification: AppNotification; deleted: boolean }> = {
  changedSince: notificationsChangedSince,
};
