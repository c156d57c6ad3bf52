/**
 * The unread-notification count, live: it changes whenever the inbox sync stores the server's
 * changes (on focus, after each sync) or the user reads or deletes one, without a reload.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { countUnreadNotifications } from './read-notifications.ts';

export const useUnreadNotifications = (): number => useLiveQuery(countUnreadNotifications, [], 0);
