/** The notifications feature's face for the dashboard: the Notifications tab. */
export { NotificationsTab } from './notifications-tab.tsx';
