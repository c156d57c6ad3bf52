/** The notifications module: the notifications tab's calls, and writing a notification for another module. */
export { notificationRoutes } from './notification-routes.ts';
export { excerpt, NOTIFICATION_TEXT_MAX } from './excerpt.ts';
export { writeNotification, type NotificationToWrite } from './write-notification.ts';
