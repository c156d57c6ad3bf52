/** The messages feature's pages, for their routes: the inbox and a conversation's thread. */
export { MessagesPage } from './messages-page.tsx';
export { ThreadPage } from './thread-page.tsx';
