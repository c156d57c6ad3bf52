/** Notifications and push alerts: paths and shapes. */
import type { Locale } from '../locale.ts';
import type { NotificationEvent } from '../schemas/notification.ts';

export const notificationPaths = {
  /** GET → AppNotification[] newest first. */
  notifications: '/api/notifications',
  /** GET → UnreadCounts. */
  notificationsUnreadCount: '/api/notifications/unread-count',
  /** PUT, empty body → AppNotification. */
  notificationRead: (id: string) => `/api/notifications/${id}/read`,
  /** PUT, empty body → { updated: number }. */
  notificationsMarkAllRead: '/api/notifications/mark-all-read',
  /** DELETE → 204. */
  notification: (id: string) => `/api/notifications/${id}`,
  /** GET → { publicKey }: the VAPID application server key (base64url). */
  pushPublicKey: '/api/push/public-key',
  /** POST PushSubscriptionPayload → 201; DELETE { endpoint } → 204 (this device's alerts off). */
  pushSubscriptions: '/api/push/subscriptions',
  /** GET → EmailAlertChoices; PUT Partial<EmailAlertChoices> → EmailAlertChoices (signed in). */
  emailAlerts: '/api/email/alerts',
  /**
   * POST ?token=… (an emailed link's; RFC 8058 one-click, no sign-in) → EmailUnsubscribed: that kind of
   * email off. GET ?token=… → 303 to the app's /unsubscribe page, which asks before it posts.
   */
  emailUnsubscribe: '/api/email/unsubscribe',
} as const;

/** The kinds of email alert, each on or off in the profile. */
export const emailAlertKinds = ['messages', 'bookingRequests', 'bookingDecisions'] as const;
export type EmailAlertKind = (typeof emailAlertKinds)[number];

/** Which email alerts the account gets (all on until it chooses). */
export type EmailAlertChoices = Record<EmailAlertKind, boolean>;

/** POST /api/email/unsubscribe: the kind of email now off. */
export interface EmailUnsubscribed {
  kind: EmailAlertKind;
}

/** A notification, with the conversation or booking it opens. */
export interface AppNotification {
  id: string;
  /** 'booking': a request, or a decision on one (accepted, declined, cancelled); bookingId is set. */
  type: 'message' | 'booking' | 'other';
  /** The words the server wrote, in the recipient's language then: shown when `event` cannot be. */
  title: string;
  message: string;
  /**
   * What happened, for the app to word in the language it shows now. Null on notifications
   * written before; absent from rows a device stored before. A device checks it against the schema
   * (schemas/notification.ts): a kind it does not know is shown by its stored words.
   */
  event?: NotificationEvent | null;
  isRead: boolean;
  itemId: string | null;
  conversationId: string | null;
  bookingId: string | null;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  createdAt: string;
}

/** GET /api/notifications/unread-count: unread notifications (`count`) and unread messages, for the header. */
export interface UnreadCounts {
  count: number;
  messages: number;
}

/** GET /api/push/public-key. */
export interface PushPublicKey {
  publicKey: string;
}

/**
 * What a push carries to the service worker: small (well under 3 KB), enough to show
 * the notification without a fetch. `tag` collapses a conversation's alerts into one; `url` is what a
 * tap opens.
 */
export interface PushAlert {
  /** `notice`: the app's own word to the user (a support answer), about no conversation or listing. */
  type: 'message' | 'booking' | 'notice';
  title: string;
  body: string;
  tag: string;
  url: string;
  /** Set on message and booking alerts. */
  conversationId?: string;
  itemId?: string;
  /** Set on booking alerts (a tap opens the booking). */
  bookingId?: string;
  /** The recipient's language: the worker's own words around the alert ("3 new messages") follow it. */
  lang?: Locale;
}
