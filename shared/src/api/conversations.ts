/** Contacting an owner and the conversations that follow: paths and shapes, and the inbox's catch-up. */
import type { Booking } from './bookings.ts';
import type { AppNotification } from './notifications.ts';

export const conversationPaths = {
  /** POST ContactInteractionPayload → 201 {id}: a WhatsApp, call or message click; signed out too. */
  contactInteractions: '/api/contact-interactions',
  /** POST SendMessagePayload → 201 Message: the contact page's send; starts or continues the sender's conversation about the listing. */
  messages: '/api/messages',
  /** GET → Conversation[]: the user's conversations as renter and as owner, newest activity first. */
  conversations: '/api/conversations',
  /** GET (query: limit, cursor; NEXT_CURSOR_HEADER) → Message[] newest first; POST ReplyPayload → 201 Message. */
  conversationMessages: (id: string) => `/api/conversations/${id}/messages`,
  /** PUT, no body → Conversation: everything the other side wrote so far is read. */
  conversationRead: (id: string) => `/api/conversations/${id}/read`,
  /** PUT, no body → Conversation: the other side can no longer message or alert this user here. DELETE: unblocks. */
  conversationBlock: (id: string) => `/api/conversations/${id}/block`,
  /**
   * GET (query: since?, limit?) → InboxChanges: everything of the account's conversations, messages
   * and notifications that changed since the cursor, so a phone that was offline catches up with one call.
   */
  inboxChanges: '/api/inbox/changes',
} as const;

/** How a renter reached an owner. */
export type InteractionType = 'whatsapp' | 'call' | 'message';

export type ContactMethod = 'whatsapp' | 'phone' | 'form';

/** The other person of a conversation, as the viewer sees them. */
export interface ConversationParty {
  id: string;
  /** Full name, else username; empty when `deleted`. */
  name: string;
  /**
   * The person deleted their account: the app names them "Deleted user" in its language. The server
   * always says; a copy kept on a device from before it did may not.
   */
  deleted?: boolean;
  profileImageUrl: string | null;
  isVerified: boolean;
}

/** A conversation's latest message, for the inbox row. */
export interface MessagePreview {
  id: string;
  senderId: string;
  body: string;
  createdAt: string;
}

/**
 * One conversation per (listing, renter), as the signed-in viewer sees it: `role` is
 * the viewer's side. The listing's title and picture are kept as they were when it was last
 * active, so the thread still reads after the listing is deleted (`itemDeleted`).
 */
export interface Conversation {
  id: string;
  itemId: string;
  itemTitle: string;
  itemImageUrl: string | null;
  itemDeleted: boolean;
  ownerId: string;
  renterId: string;
  role: 'owner' | 'renter';
  otherParty: ConversationParty;
  lastMessage: MessagePreview | null;
  /** Messages from the other side the viewer has not read. */
  unreadCount: number;
  /** 'me': the viewer blocked it; 'other': the other side did; null: open. Blocked either way, neither side can send until the blocker unblocks. */
  blockedBy: 'me' | 'other' | null;
  createdAt: string;
  /** Time of the latest message: the inbox's order. */
  lastMessageAt: string;
}

/** The contact details a renter gave on the contact page, kept with their message. */
export interface MessageContact {
  name: string;
  email: string;
  phone: string | null;
}

export interface Message {
  /** Made by the sending device (UUID v7) so a replayed send is the same message. */
  id: string;
  conversationId: string;
  itemId: string;
  senderId: string;
  body: string;
  /** Set on messages sent from the contact page; null on replies in the thread. */
  contact: MessageContact | null;
  /** The booking request this message came with (the thread shows the request's card with it); else null. */
  bookingId: string | null;
  createdAt: string;
}

/** Answer of GET /api/inbox/changes. */
export interface InboxChanges {
  /** Conversations changed since the cursor (new message, read, blocked), as GET /api/conversations gives them. */
  conversations: Conversation[];
  /** Messages written since the cursor in the user's conversations, oldest first. */
  messages: Message[];
  /** Notifications created or changed since the cursor. */
  notifications: AppNotification[];
  /** Notifications deleted since the cursor (on another device): drop them. */
  deletedNotificationIds: string[];
  /** The user's bookings (as renter and as owner) created or changed since the cursor. */
  bookings: Booking[];
  /** Send as `since` next time (and at once while hasMore). */
  cursor: string;
  hasMore: boolean;
}
