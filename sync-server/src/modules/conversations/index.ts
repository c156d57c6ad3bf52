/** The conversations module: messages between renters and owners, their threads, and contact clicks on listings. */
export { contactRoutes } from './contact-routes.ts';
export { conversationInboxFeed, messageInboxFeed } from './conversation-inbox-feed.ts';
export { conversationRoutes } from './conversation-routes.ts';
export { markItemConversationsChanged, senderOfMessageSeenBy, unreadMessagesOf } from './conversation-service.ts';
export { conversationAbout, postBookingMessage } from './message-service.ts';
