/**
 * Catches the device up with the account's conversations, messages, notifications and bookings, page
 * after page from the stored cursor. Each page is stored with its cursor in one transaction, so a
 * pass cut short resumes where it stopped; the server's copy of a message replaces the pending one.
 */
import { apiPaths, type InboxChanges } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { storeServerBookings } from './store-bookings.ts';

export const INBOX_CURSOR_KEY = 'inboxCursor';

/** The call, for tests to answer; the app passes lib/api-client.ts's apiGet. */
export type GetJson = <T>(path: string) => Promise<T>;

/** A page of the server: well under a second on a phone's connection, few round trips to catch up. */
export const INBOX_PAGE_LIMIT = 200;

/** Stops a server that never says "no more" from holding the pass forever. */
const MAX_PAGES = 50;

export function inboxChangesPath(since: string | null, limit = INBOX_PAGE_LIMIT): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (since) query.set('since', since);
  return `${apiPaths.inboxChanges}?${query.toString()}`;
}

/** Stores one page and its cursor together. */
export async function storeInboxPage(page: InboxChanges, now: number): Promise<void> {
  await db.transaction('rw', [db.conversations, db.messages, db.notifications, db.bookings, db.inboxCursor], async () => {
    await db.conversations.bulkPut(page.conversations.map((conversation) => ({ ...conversation, fetchedAt: now })));
    await db.messages.bulkPut(page.messages);
    // A server from before bookings sends none.
    await storeServerBookings(page.bookings ?? [], now);
    await db.notifications.bulkPut(page.notifications.map((notification) => ({ ...notification, fetchedAt: now })));
    if (page.deletedNotificationIds.length) await db.notifications.bulkDelete(page.deletedNotificationIds);
    await db.inboxCursor.put({ key: INBOX_CURSOR_KEY, cursor: page.cursor, fetchedAt: now });
  });
}

/** Resolves once the device holds everything up to the server's latest cursor. */
export async function pullInbox(getJson: GetJson, now: () => number = Date.now): Promise<void> {
  let since = (await db.inboxCursor.get(INBOX_CURSOR_KEY))?.cursor ?? null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    let changes: InboxChanges;
    try {
      changes = await getJson<InboxChanges>(inboxChangesPath(since));
    } catch (error) {
      // A cursor the server no longer reads (its data was reset): catch up from the beginning instead
      // of failing at every pull. Pages are stored by id, so the overlap changes nothing.
      if (!(since && isApiError(error) && error.code === 'invalid-cursor')) throw error;
      since = null;
      continue;
    }
    await storeInboxPage(changes, now());
    if (!changes.hasMore || changes.cursor === since) return;
    since = changes.cursor;
  }
}
