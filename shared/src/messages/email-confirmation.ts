/**
 * Copy of confirmed emails: the emails with their links (at sign-up, for a new address, and the
 * notice to the old one), the page a link opens, and the profile's email status and Change email.
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  email: {
    confirmSubject: 'Confirm your Kiraya email',
    confirmBody: (name: string, link: string) =>
      [
        `Hello ${name},`,
        '',
        'Welcome to Kiraya. To confirm that this email is yours, open this link:',
        '',
        link,
        '',
        'It works once, within 3 days. A confirmed email is how you get back into your account if you forget your password.',
        '',
        'If you did not sign up for Kiraya, ignore this email.',
        '',
        '— Kiraya',
      ].join('\n'),
    changeSubject: 'Confirm your new Kiraya email',
    changeBody: (name: string, link: string) =>
      [
        `Hello ${name},`,
        '',
        'You asked to use this email for your Kiraya account. To confirm it, open this link:',
        '',
        link,
        '',
        'It works once, within 3 days. Until then your account keeps its old email.',
        '',
        'If you did not ask, ignore this email: nothing changes.',
        '',
        '— Kiraya',
      ].join('\n'),
    noticeSubject: 'Your Kiraya email is being changed',
    noticeBody: (name: string, newEmail: string, profileLink: string) =>
      [
        `Hello ${name},`,
        '',
        `Someone signed in to your Kiraya account asked to change its email to ${newEmail}. It changes only when the link sent to that address is opened.`,
        '',
        'If this was you, there is nothing to do. If it was not, change your password and sign out your other devices now:',
        '',
        profileLink,
        '',
        '— Kiraya',
      ].join('\n'),
  },
  /** The page an emailed link opens (/confirm-email?token=…). */
  page: {
    title: 'Confirm your email',
    confirming: 'Confirming your email…',
    doneTitle: 'Email confirmed',
    done: (email: string) => `${email} is now confirmed for your Kiraya account.`,
    invalidLink: 'This link has expired or was already used.',
    noToken: 'This page needs the link from your email.',
    failed: 'Your email could not be confirmed. Check your connection and try again.',
    retry: 'Try again',
    toProfile: 'Go to your profile',
    toHome: 'Go to Kiraya',
  },
  /** The profile's email, its status and Change email. */
  profile: {
    confirmed: 'Confirmed',
    notConfirmed: 'Not confirmed yet',
    notConfirmedText: (email: string) => `We sent a link to ${email}. Open it to confirm your email.`,
    resend: 'Send the link again',
    resending: 'Sending…',
    resent: (email: string) => `A new link is on its way to ${email}. It works within 3 days.`,
    resendFailed: 'Link not sent',
    pending: (email: string) => `Waiting for you to confirm ${email}. Until then your email stays as it is.`,
    changeHeading: 'Change email',
    changeText: 'We send a link to the new email. Your email changes when you open it.',
    newEmailLabel: 'New email',
    passwordLabel: 'Current password',
    submit: 'Send confirmation link',
    sending: 'Sending…',
    sent: (email: string) => `Check ${email} for the link. Your email stays the same until you open it.`,
    failed: 'Email not changed',
  },
  /** Server answers. */
  errors: {
    invalidLink: 'This link has expired or was already used.',
    alreadyConfirmed: 'Your email is already confirmed.',
    sameEmail: 'That is already your email.',
    throttled: (seconds: number) => `Too many emails asked for. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
  },
} as const;

export type EmailConfirmationMessages = Copy<typeof english>;
export const emailConfirmationMessages: EmailConfirmationMessages = await localized<EmailConfirmationMessages>(english, () => import('./hi/email-confirmation.ts'));
