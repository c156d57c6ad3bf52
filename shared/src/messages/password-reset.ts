/**
 * Copy of password recovery: the page that asks for the account's email, the email with its link,
 * the page that sets the new password ("Forgot password?" itself is in the sign-in form's copy), and
 * the profile's Change password.
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  request: {
    title: 'Reset your password',
    intro: 'Enter the email of your Kiraya account. We will send you a link to choose a new password.',
    emailLabel: 'Email',
    submit: 'Send reset link',
    sending: 'Sending…',
    notSent: 'Link not sent',
    sentTitle: 'Check your email',
    sent: (email: string) => `If a Kiraya account uses ${email}, a link to reset its password is on its way. It works once, within one hour.`,
    backToSignIn: 'Back to sign in',
  },
  confirm: {
    title: 'Choose a new password',
    passwordLabel: 'New password',
    confirmLabel: 'Confirm new password',
    submit: 'Set new password',
    saving: 'Saving…',
    done: "Password changed. You're signed in.",
    invalidLink: 'This link has expired or was already used. Ask for a new one.',
    noToken: 'This page needs the link from your email. Ask for a new one if you cannot find it.',
    askAgain: 'Ask for a new link',
  },
  email: {
    subject: 'Reset your Kiraya password',
    body: (name: string, link: string) =>
      [
        `Hello ${name},`,
        '',
        'Someone (we hope you) asked to reset the password of your Kiraya account. To choose a new one, open this link:',
        '',
        link,
        '',
        'It works once, within one hour. Choosing a new password signs you out on every other device.',
        '',
        'If you did not ask, ignore this email: your password stays as it is.',
        '',
        '— Kiraya',
      ].join('\n'),
  },
  /** The profile's section that changes the password with the current one. */
  change: {
    heading: 'Change password',
    text: 'Changing it signs you out on your other devices.',
    currentLabel: 'Current password',
    newLabel: 'New password',
    confirmLabel: 'Confirm new password',
    submit: 'Change password',
    saving: 'Saving…',
    done: "Password changed. You're signed out on your other devices.",
    failed: 'Password not changed',
  },
  /** Server answers. */
  errors: {
    invalidLink: 'This link has expired or was already used. Ask for a new one.',
    throttled: (seconds: number) => `Too many reset requests. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
    wrongPassword: 'That is not your current password.',
    changeThrottled: (seconds: number) => `Too many tries. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
  },
} as const;

export type PasswordResetMessages = Copy<typeof english>;
export const passwordResetMessages: PasswordResetMessages = await localized<PasswordResetMessages>(english, () => import('./hi/password-reset.ts'));
