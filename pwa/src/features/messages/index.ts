/**
 * The messages feature's public face: the inbox (the /messages page, and InboxList for the
 * dashboard's Messages tab) and a conversation's thread. The header's unread count reads Dexie itself
 * (features/header/messages-link.tsx): the first page must not load this feature.
 */
export { InboxList } from './inbox-list.tsx';
export { MessagesPage } from './messages-page.tsx';
export { ThreadPage } from './thread-page.tsx';
