/**
 * Copy of sign-in through an OpenID Connect provider: the pages the server
 * shows when it refuses a provider's answer, the page asking for the password before an existing
 * account is linked to the provider, and the one asking a new account's email when the provider has
 * not verified one.
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  /** The auth dialog's provider button. */
  continueWith: (name: string) => `Continue with ${name}`,
  refused: {
    title: 'Sign-in did not complete',
    home: 'Back to Kiraya',
    /** Each reason says what happened and what to do; none names a token or a secret. */
    reasons: {
      'not-configured': 'Signing in with another account is not set up on this site.',
      'expired-attempt': 'This sign-in link was already used or has expired. Start again from the sign-in dialog.',
      'provider-error': 'The account provider did not sign you in. Try again, or sign in with your Kiraya password.',
      'invalid-answer': "We could not verify the account provider's answer, so nobody was signed in. Start again from the sign-in dialog.",
      'provider-unreachable': 'The account provider could not be reached. Try again in a moment.',
      'no-email': 'The account provider did not share an email address, which a Kiraya account needs.',
      'email-not-verified':
        'A Kiraya account already uses this email, and the account provider has not verified it. Sign in with your Kiraya password instead.',
      'wrong-password': 'That password is not the one of this Kiraya account, so it was not linked. Start again from the sign-in dialog.',
      'no-password': 'This Kiraya account has no password to confirm with. Sign in to it first, then continue with the provider.',
      'too-many-sign-ups': 'Too many new accounts have been made from this network. Nothing was made: please wait a while and try again.',
      'account-suspended': 'This account is suspended for breaking Kiraya’s rules. We emailed you why, and how to appeal.',
    },
  },
  link: {
    title: 'Link your Kiraya account',
    text: (provider: string, email: string) =>
      `A Kiraya account already uses ${email}. Enter its password once to link it to ${provider}; after that, ${provider} signs you in to it.`,
    password: 'Password',
    confirm: 'Link and sign in',
    cancel: 'Cancel',
  },
  /** A new account whose provider has not verified its email: the person gives the account's email. */
  chooseEmail: {
    title: 'Your email for Kiraya',
    text: (provider: string) =>
      `${provider} has not verified an email address for you, so Kiraya does not take one from it. Enter the email for your new Kiraya account.`,
    email: 'Email',
    submit: 'Create account',
    cancel: 'Cancel',
    invalid: 'Enter a valid email address, such as name@example.com.',
    taken: 'A Kiraya account already uses this email. Sign in to it with its password instead, or enter another email.',
  },
} as const;

export type ProviderRefusal = keyof typeof english.refused.reasons;

/** The server, which has no page, renders a refusal in Hindi from hi/provider-sign-in.ts's default export. */
export type ProviderSignInMessages = Copy<typeof english>;
export const providerSignInMessages: ProviderSignInMessages = await localized<ProviderSignInMessages>(english, () => import('./hi/provider-sign-in.ts'));
