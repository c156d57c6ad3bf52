/** Copy of deleting an account: the profile's section, its confirmation, and what a device is told after. */
import { localized, type Copy } from '../locale.ts';

const english = {
  heading: 'Delete my account',
  text: 'Deleting your account erases your profile, listings, favourites, documents and devices. People you talked to keep your messages, shown as from “Deleted user”. Open booking requests are declined and bookings not yet begun are cancelled, and the other person is told. Payment records are kept as the tax law requires. This cannot be undone.',
  open: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogText: 'Everything above goes for good. Download your data first if you want a copy.',
  passwordLabel: 'Your password',
  /** An account without a password confirms with a recent sign-in through its provider. */
  providerText: 'To confirm it is you, you need to have signed in within the last 10 minutes.',
  confirm: 'Delete for good',
  deleting: 'Deleting…',
  cancel: 'Keep my account',
  failed: 'Account not deleted',
  signInAgain: 'Sign in again',
  /** Shown on every device of the account afterwards, this one included. */
  suspendedTitle: 'Signed out: account suspended',
  suspendedText: 'Our moderators suspended this account for breaking Kiraya’s rules. We emailed you why, and how to appeal. Your unsent changes stay on this device.',
  deletedTitle: 'Account deleted',
  deletedText: 'This account was deleted. What this device held of it — drafts, changes waiting to sync and messages — has been removed.',
  /** What the app calls a person whose account was deleted. */
  deletedUser: 'Deleted user',
  /** Server answers. */
  errors: {
    throttled: (seconds: number) => `Too many tries. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
    signInAgain: 'For your safety, sign in again, then delete your account within 10 minutes.',
    accountDeleted: 'This account was deleted.',
  },
} as const;

export type AccountMessages = Copy<typeof english>;
export const accountMessages: AccountMessages = await localized<AccountMessages>(english, () => import('./hi/account.ts'));
