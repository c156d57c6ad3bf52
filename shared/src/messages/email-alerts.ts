/**
 * Copy of email alerts: the email sent when a message, a booking request or a booking decision has not
 * reached its reader (no device with alerts on, or unread after a while), the profile's choice of
 * which of them to get, and the page an unsubscribe link opens.
 */
import { localized, type Copy } from '../locale.ts';
import type { EmailAlertKind } from '../api/notifications.ts';

const english = {
  email: {
    /** What the email is about, in its subject: the notification's own headline. */
    subject: (headline: string) => `${headline} · Kiraya`,
    body: (parts: { name: string; headline: string; detail: string; link: string; about: string; unsubscribeLink: string; choicesLink: string }) =>
      [
        `Hello ${parts.name},`,
        '',
        parts.headline,
        ...(parts.detail ? [`“${parts.detail}”`] : []),
        '',
        'Open it in Kiraya:',
        parts.link,
        '',
        `You get this email because it had not reached you in the app. We send at most one an hour for each conversation or booking.`,
        `Stop emails about ${parts.about}:`,
        parts.unsubscribeLink,
        'Choose which emails you get:',
        parts.choicesLink,
        '',
        '— Kiraya',
      ].join('\n'),
  },
  /** What each kind of email is about, as a sentence's object ("Stop emails about …"). */
  about: {
    messages: 'new messages',
    bookingRequests: 'booking requests',
    bookingDecisions: 'booking decisions',
  } satisfies Record<EmailAlertKind, string>,
  /** The profile's section. */
  profile: {
    heading: 'Email alerts',
    text: 'When something has not reached you in the app (alerts off on your devices, or unread for 15 minutes), we email you. At most one email an hour for each conversation or booking.',
    labels: {
      messages: 'New messages',
      bookingRequests: 'Booking requests for your listings',
      bookingDecisions: 'Answers to your booking requests',
    } satisfies Record<EmailAlertKind, string>,
    notConfirmed: 'Emails go only to a confirmed email. Confirm yours to get them.',
    loading: 'Loading your email choices…',
    loadFailed: 'Your email choices could not be loaded.',
    retry: 'Try again',
    saved: 'Email choices saved',
    failed: 'Email choices not saved',
  },
  /** The page an unsubscribe link opens (/unsubscribe?token=…). */
  page: {
    title: 'Stop these emails',
    text: 'Stop getting this kind of email from Kiraya? You can turn it back on in your profile.',
    confirm: 'Unsubscribe',
    working: 'Unsubscribing…',
    doneTitle: 'Unsubscribed',
    done: (about: string) => `You will no longer get emails about ${about}. You can turn them back on in your profile.`,
    invalidLink: 'This unsubscribe link is not valid. Choose which emails you get in your profile.',
    noToken: 'This page needs the link from your email.',
    failed: 'Could not unsubscribe. Check your connection and try again.',
    toProfile: 'Go to your profile',
    toHome: 'Go to Kiraya',
  },
  errors: {
    invalidLink: 'This unsubscribe link is not valid.',
  },
} as const;

export type EmailAlertMessages = Copy<typeof english>;
export const emailAlertMessages: EmailAlertMessages = await localized<EmailAlertMessages>(english, () => import('./hi/email-alerts.ts'));
