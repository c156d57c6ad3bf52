/** The conversations module: messages between renters and owners, their threads, and contact clicks on listings. */
export { contactRoutes } from './contact-routes.ts';
export { conversationsChangedSince, conversationsHorizon, restampItemConversations } from './conversation-repo.ts';
export { conversationRoutes } from './conversation-routes.ts';
export { unreadMessagesOf } from './conversation-service.ts';
export { messagesChangedSince, messagesHorizon } from './message-repo.ts';
export { conversationAbout, postBookingMessage } from './message-service.ts';
