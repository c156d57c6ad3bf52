/** The notifications module: the notifications tab's calls, and writing a notification for another module. */
export { excerpt, NOTIFICATION_TEXT_MAX } from './excerpt.ts';
export { notificationInboxFeed } from './notification-inbox-feed.ts';
export { notificationRoutes } from './notification-routes.ts';
export { markConversationNotificationsRead, unreadNotification, unreadNotificationsOf } from './notification-service.ts';
export { writeNotification, type NotificationToWrite } from './write-notification.ts';
