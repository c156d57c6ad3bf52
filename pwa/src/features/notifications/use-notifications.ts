/** The Notifications tab's list, live from the device (undefined while the first reading runs). */
import { useLiveQuery } from 'dexie-react-hooks';
import { readNotifications, type StoredNotifications } from './read-notifications.ts';

export const useNotifications = (): StoredNotifications | undefined => useLiveQuery(readNotifications, []);
