/**
 * Unread messages on the device: the sum of the conversations' unread counts, kept current by the
 * inbox sync. Read from Dexie here, not from the messages feature, so the header on the first page
 * and the dashboard's Messages tab count without loading the inbox.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@pwa/db/app-db.ts';

const unreadMessages = async (): Promise<number> => {
  let total = 0;
  await db.conversations.each((conversation) => {
    total += conversation.unreadCount;
  });
  return total;
};

/** Unread messages on the device (0 while reading). */
export const useUnreadMessages = (): number => useLiveQuery(unreadMessages, [], 0);
