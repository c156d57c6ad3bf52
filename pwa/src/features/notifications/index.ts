/**
 * The notifications feature's light face, for the header on every page: the live
 * unread count. The tab itself is in pages.ts, which only the dashboard loads.
 */
export { useUnreadNotifications } from './use-unread-notifications.ts';
