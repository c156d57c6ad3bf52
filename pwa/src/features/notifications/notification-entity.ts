/** What the outbox's notification writes change: one notification, or all of them ("Mark All as Read"). */
export const notificationEntity = (id: string): string => `notification:${id}`;
export const ALL_NOTIFICATIONS_ENTITY = 'notifications';
