/**
 * Copy of the dashboard's Notifications tab, the notifications the server writes and the push alerts
 * on this device.
 */
import { countOf } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const plural = (count: number, one: string, other: string): string => countOf(count, { one, other }, 'en');

const notificationMessagesEn = {
  tab: 'Notifications',
  empty: 'No notifications yet',
  newBadge: 'New',
  markAllRead: 'Mark All as Read',
  /** Written by the server when a message arrives (type message, with the sender's details). */
  newConversationTitle: (sender: string) => `New message from ${sender}`,
  newMessageTitle: (sender: string) => `${sender} replied`,
  /** Written by the server when an administrator answers a support request; the text is the answer. */
  supportAnsweredTitle: 'Kiraya support answered your request',
  /** Written when the moderators close the reader's report. */
  reportReviewedTitle: 'We looked at your report',
  reportReviewed: {
    dismissed: 'We found nothing against our rules this time. Thank you for telling us.',
    actioned: 'We acted on it. Thank you for helping keep Kiraya safe.',
  },
  /** Written when a moderator warns the reader; the text is the moderator's reason. */
  warnedTitle: 'A warning from Kiraya’s moderators',
  /** Written when a moderator hides the reader's listing; the reason is the moderator's words. */
  listingHiddenTitle: (item: string) => `Your listing “${item}” is hidden`,
  listingHidden: (reason: string) => `Our moderators hid it from others: ${reason} Edit it to fix this, then ask for a review from My Listings.`,
  listingRestoredTitle: (item: string) => `Your listing “${item}” is listed again`,
  listingRestored: 'Our moderators looked at it again: everyone can find it now.',
  searchMatchedTitle: (words: string | null) => (words ? `New listing for “${words}”` : 'New listing for your saved search'),
  searchMatched: (item: string) => `“${item}” was just listed. Tap to see it.`,
  /** The email a suspended account gets; the reason is the moderator's words. */
  suspendedEmail: {
    subject: 'Your Kiraya account is suspended',
    body: (name: string, reason: string) =>
      `Hello ${name},\n\nOur moderators suspended your Kiraya account: ${reason}\n\nWhile it is suspended you cannot sign in, and your listings are hidden from others. If you think this is a mistake, reply to this email and tell us why; a moderator will read it.\n\nKiraya`,
  },
  emptyText: 'When someone messages you about a listing, it shows up here.',
  loading: 'Loading notifications...',
  listLabel: 'Your notifications',
  /** The tab's and the header's badge, read aloud. */
  unreadLabel: (count: number) => plural(count, 'unread notification', 'unread notifications'),
  from: (sender: string) => `From ${sender}`,
  typeMessage: 'Message',
  typeOther: 'Notice',
  delete: 'Delete',
  deleteLabel: (title: string) => `Delete notification: ${title}`,
  confirmDelete: {
    title: 'Delete this notification?',
    text: 'It is removed from your notifications on every device.',
    confirm: 'Delete',
    busy: 'Deleting...',
    cancel: 'Cancel',
  },
  deleted: 'Notification deleted',
  allRead: 'All notifications marked as read',
  waiting: 'Waiting to sync',
} as const;

/** The dashboard's tabs. */
const dashboardTabMessagesEn = {
  listLabel: 'Dashboard sections',
  myListings: 'My Listings',
  messages: 'Messages',
  notifications: 'Notifications',
} as const;

/** Turning push alerts on and off on this device (features/alerts). */
const alertMessagesEn = {
  heading: 'Alerts on this device',
  checking: 'Checking alerts on this device...',
  turnOn: 'Turn on alerts',
  turningOn: 'Turning on...',
  turnOff: 'Turn off alerts',
  turningOff: 'Turning off...',
  offText: 'Get a notification on this device when someone messages you, even with Kiraya closed.',
  onText: 'Alerts are on: this device gets a notification for each new message.',
  blockedTitle: 'Alerts are blocked',
  blockedText:
    'Your browser blocks notifications from Kiraya. Open the site settings (the icon beside the address), allow Notifications, then come back here.',
  iosText: 'To get alerts on an iPhone or iPad, first add Kiraya to your Home Screen (Share, then Add to Home Screen) and open it from there.',
  unsupportedText: 'This browser cannot show alerts from websites. Kiraya still shows your notifications here.',
  offlineText: 'You are offline. Turn on alerts when you are back online.',
  failed: 'Alerts could not be turned on. Please try again.',
  offFailed: 'Alerts could not be turned off. Please try again.',
  turnedOn: 'Alerts are on',
  turnedOff: 'Alerts are off on this device',
  /** The offer in a conversation the user has written in (owner or renter alike). */
  offerTitle: 'Know when they reply',
  offerText: 'Turn on alerts to get a notification when a new message comes, even with Kiraya closed.',
  offerDismiss: 'Not now',
} as const;

const english = {
  notificationMessages: notificationMessagesEn,
  dashboardTabMessages: dashboardTabMessagesEn,
  alertMessages: alertMessagesEn,
};

/**
 * The three copy objects share one Hindi module (hi/notifications.ts), loaded at most once. The server,
 * which has no page, writes a Hindi-speaking user's notifications from that module's default export.
 */
export type NotificationsCopy = Copy<typeof english>;
export type NotificationMessages = NotificationsCopy['notificationMessages'];
export type DashboardTabMessages = NotificationsCopy['dashboardTabMessages'];
export type AlertMessages = NotificationsCopy['alertMessages'];

export const { notificationMessages, dashboardTabMessages, alertMessages }: NotificationsCopy = await localized<NotificationsCopy>(english, () => import('./hi/notifications.ts'));
