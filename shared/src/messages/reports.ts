/** Copy of reporting a listing, a user or a message: the dialog, its reasons, its answers, and the server's refusals. */
import { localized, type Copy } from '../locale.ts';
import type { ReportReason } from '../api/reports.ts';

const english = {
  reportListing: 'Report this listing',
  reportUser: (name: string) => `Report ${name}`,
  reportMessage: 'Report message',
  reportMessageFrom: (name: string) => `Report this message from ${name}`,
  dialogTitle: {
    item: 'Report this listing',
    user: 'Report this user',
    message: 'Report this message',
  },
  dialogText: 'Tell us what is wrong. Our team looks at every report; the person is not told who reported them.',
  reasonLabel: 'What is wrong?',
  reasons: {
    scam: 'Scam or fraud',
    prohibited: 'Item that may not be rented',
    spam: 'Wrong category or spam',
    offensive: 'Offensive',
    'not-as-described': 'Not as described',
    other: 'Something else',
  } satisfies Record<ReportReason, string>,
  detailsLabel: 'Anything else we should know? (optional)',
  alsoBlock: (name: string) => `Also block ${name}: they can no longer message you here`,
  submit: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  thanksTitle: 'Thank you for your report',
  thanksText: 'Our team will look at it. You will hear the outcome in your notifications.',
  blocked: (name: string) => `${name} is blocked in this conversation.`,
  failed: 'Report not sent',
  needsOnline: 'Reporting needs a connection. Try again when you are online.',
  validation: {
    target: 'Choose what to report',
    reason: 'Choose what is wrong',
    detailsTooLong: 'Please keep it to 1,000 characters',
    moderationReason: 'Write why: the log keeps it',
    moderationReasonTooLong: 'Please keep it to 500 characters',
    userSearch: 'Type a name, username, email or phone (up to 200 characters)',
  },
  server: {
    tooMany: (seconds: number) => `Too many reports. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
    alreadyReported: 'You have already reported this. Our team will look at it.',
    ownTarget: 'You cannot report yourself or your own listing.',
    notFound: 'This is no longer here to report.',
    noOpenReports: 'These reports were already closed.',
    adminOnly: 'You need administrator privileges to do this.',
    notOnYourself: 'You cannot do this to your own account.',
    suspended: 'This account is suspended for breaking Kiraya’s rules. We emailed you why, and how to appeal.',
    lastAdmin: 'This is the last administrator: make another one first.',
    alreadyAdmin: 'This account is an administrator already.',
    notAdmin: 'This account is not an administrator.',
    alreadySuspended: 'This account is suspended already.',
    notSuspended: 'This account is not suspended.',
    alreadyHidden: 'This listing is hidden already.',
    notHidden: 'This listing is not hidden.',
    waitsForOwner: 'This listing is hidden because its owner’s account is suspended: restore the account to list it again.',
    reviewOnlyHidden: 'Only a listing the moderators hid can be sent for review.',
    userNotFound: 'No such account.',
  },
} as const;

export type ReportMessages = Copy<typeof english>;
export const reportMessages: ReportMessages = await localized<ReportMessages>(english, () => import('./hi/reports.ts'));
