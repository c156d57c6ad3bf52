/**
 * Copy of the conversations (one per listing and renter): the Messages inbox, a thread, its reply box
 * and block menu, the header's Messages entry, and the contact page's parts contact.ts does not hold.
 */
import { limits } from '../limits.ts';
import { countOf, formatNumber } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const count = (n: number, one: string, other: string) => countOf(n, { one, other }, 'en');

const english = {
  /** The dashboard's Messages tab badge, read aloud (the header's words are in messages.ts). */
  header: {
    unread: (n: number) => count(n, 'unread message', 'unread messages'),
  },
  inbox: {
    title: 'Messages',
    subtitle: 'Your conversations with owners and renters',
    loading: 'Loading messages...',
    empty: 'No messages yet',
    emptyText: 'When you contact an owner, or someone asks about your listing, the conversation shows here.',
    browse: 'Browse Items',
    roleRenter: 'Renting',
    roleOwner: 'Your listing',
    unread: (n: number) => count(n, 'unread message', 'unread messages'),
    noMessagesYet: 'No messages yet',
    you: 'You: ',
    itemDeleted: 'Listing removed',
    blocked: 'Blocked',
    offline: (ago: string) => `You are offline. Messages saved ${ago}.`,
    neverSynced: 'You are offline. Messages show here once you are back online.',
  },
  thread: {
    back: 'Back to messages',
    loading: 'Loading conversation...',
    notFound: 'Conversation not found',
    notFoundText: 'It may belong to another account, or it has not reached this device yet.',
    viewListing: 'View listing',
    today: 'Today',
    yesterday: 'Yesterday',
    youSaid: 'You',
    waiting: 'Waiting to sync',
    failed: 'Not sent',
    retry: 'Retry',
    discard: 'Discard',
    olderMessages: 'Load older messages',
    loadingOlder: 'Loading...',
    olderFailed: 'Could not load older messages. Please try again.',
    contactDetails: 'Contact details',
    callContact: (name: string) => `Call ${name}`,
    mailContact: (name: string) => `Email ${name}`,
    replyLabel: 'Write a reply',
    replyPlaceholder: 'Write a message...',
    send: 'Send',
    sending: 'Sending...',
    remaining: (n: number) => `${formatNumber(n, 'en')} characters left`,
    tooLong: (n: number) => `${formatNumber(n, 'en')} characters over the ${formatNumber(limits.messageMax, 'en')} limit`,
    queuedOffline: 'You are offline. Your message will be sent when you are back online.',
    newMessage: (name: string) => `New message from ${name}`,
    firstMessagePending: 'Your first message is waiting to sync. You can reply once it has been sent.',
    menu: 'Conversation options',
    block: 'Block',
    unblock: 'Unblock',
    blockTitle: (name: string) => `Block ${name}?`,
    blockText: 'They will not be able to message you about this listing, and you will get no alerts from them here. You can unblock at any time.',
    unblockTitle: (name: string) => `Unblock ${name}?`,
    unblockText: 'They will be able to message you about this listing again.',
    cancel: 'Cancel',
    blockedByMe: 'You blocked this conversation. Unblock it to send messages.',
    blockedByOther: 'You can no longer send messages in this conversation.',
    blockFailed: 'Could not change the block. Please try again.',
    needsOnline: 'You are offline. Try again when you are back online.',
    messagesLabel: (name: string) => `Conversation with ${name}`,
  },
  contact: {
    ownListing: 'This is your listing',
    ownListingText: 'People interested in it can message you here. Their messages appear in Messages.',
    openMessages: 'Open Messages',
    bookingDetails: 'Booking details',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    duration: 'Duration',
    days: (n: number) => count(n, 'day', 'days'),
    /** A booking by the hour: its day, its time ("10:00–13:00") and how many hours. */
    day: 'Day',
    time: 'Time',
    hours: (n: number) => count(n, 'hour', 'hours'),
    queuedOffline: 'You are offline. Your message will be sent when you are back online.',
    queuedLater: 'Your message is waiting to be sent. It goes as soon as the connection allows.',
    signInToSend: 'Please sign in again to send your message. It is kept until then.',
    listing: 'Listing',
    notFound: 'Item not found',
    loading: 'Loading item details...',
    optional: '(optional)',
  },
} as const;

export type ConversationMessages = Copy<typeof english>;
export const conversationMessages: ConversationMessages = await localized<ConversationMessages>(english, () => import('./hi/conversations.ts'));
