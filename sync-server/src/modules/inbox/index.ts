/** The inbox module: the changes of a user's conversations, messages, notifications and bookings, and their unread counts. */
export { inboxRoutes } from './inbox-routes.ts';
