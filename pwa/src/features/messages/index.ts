/**
 * The messages feature's face for other features: InboxList for the dashboard's Messages tab, and the
 * contact page's first message, queued with its pending row. The pages are in pages.ts, for the
 * routes. The header's unread count reads Dexie itself (lib/use-unread-messages.ts): the first page
 * must not load this feature.
 */
export { InboxList } from './inbox-list.tsx';
export { queueContactMessage } from './queue-message.ts';
