/**
 * The inbox feature's public face: the account's conversations and bookings as the device holds them
 * (pulled by its sync job, app/app-sync.ts), and the name of a conversation the server has not named yet.
 */
export { isUnknownConversationId, unknownConversationId } from './conversation-ids.ts';
export { requestInboxSync } from './inbox-job.ts';
export { INBOX_CURSOR_KEY } from './pull-inbox.ts';
export { storeServerBookings } from './store-bookings.ts';
