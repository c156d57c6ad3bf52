/** Accounts and sign-in: the paths and the shapes of a user as themself and as others see them. */
import type { Locale } from '../locale.ts';

export const userPaths = {
  authUser: '/api/auth/user',
  register: '/api/register',
  loginEmail: '/api/login/email',
  /** POST { email } → 202, whether or not an account uses it: mails a one-hour, one-use link. */
  passwordReset: '/api/password-reset',
  /** POST { token, password } → the User, signed in; every other session of the account ends. */
  passwordResetConfirm: '/api/password-reset/confirm',
  /** POST { currentPassword, newPassword } → the User; this device stays signed in with a new session, every other one is signed out. */
  password: '/api/password',
  /** POST { token } → { email }: confirms the email an emailed link was sent to (no sign-in needed; the link is the proof). */
  emailConfirm: '/api/email/confirm',
  /** POST, signed in → 202 {}: mails the account's email a new confirmation link. */
  emailResend: '/api/email/resend',
  /** POST { email, password } → the User with `pendingEmail`: mails the new email a link; the old one is told. */
  emailChange: '/api/email/change',
  logout: '/api/logout',
  /** DELETE { password } → 204: erases the account (see docs/api.md); every device of it is signed out and told. */
  account: '/api/account',
  /** GET, signed in → a JSON file (Content-Disposition: attachment) with everything held about the account, streamed. */
  accountExport: '/api/account/export',
  /** GET → SignedInDevice[]: where the account is signed in, this device first, then the most recently used. */
  sessions: '/api/sessions',
  /** DELETE → 204: signs that device out (404 device-not-found when it is not, or no longer, signed in to this account; 400 this-device for this one). */
  session: (id: string) => `/api/sessions/${id}`,
  user: (id: string) => `/api/users/${id}`,
  userStats: (id: string) => `/api/users/${id}/stats`,
  /** PUT LocalePayload ({ locale, chosen }): the account's language; answers the User. */
  userLocale: (id: string) => `/api/users/${id}/locale`,
  /** GET → AuthProviders: which third-party sign-in is configured (none: the button is not shown). */
  authProviders: '/api/auth/providers',
  /**
   * GET, browser navigation (query: returnTo = a same-site path, lang, fresh=1 to have the provider sign
   * the person in again whatever session it holds, as deleting an account asks): starts OpenID Connect sign-in.
   */
  providerLogin: '/api/login',
  /** GET, browser navigation: ends the session (and the provider's where it offers it), back to /. */
  providerLogout: '/api/logout',
  /** GET, browser navigation from the provider (query: code, state): finishes provider sign-in. */
  providerCallback: '/api/callback',
  /** POST, form (password): confirms linking the provider to an existing account by its password. */
  providerLink: '/api/login/link',
  /** POST, form (email): a new account's email, when the provider has not verified one. */
  providerEmail: '/api/login/email-choice',
} as const;

export type UserRole = 'user' | 'admin';

export interface User {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  location: string | null;
  phone: string | null;
  /** The profile phone shows on the user's listings only when this is on (off by default). */
  showPhoneOnListings: boolean;
  profileImageUrl: string | null;
  isVerified: boolean;
  role: UserRole;
  premiumTier: string;
  premiumExpiresAt: string | null;
  /**
   * The account's language, null until a device tells it one; notifications and push alerts are
   * written in it. It is the user's choice when `localeChosen`, else the language of the last device
   * that told it.
   */
  locale: Locale | null;
  /** Whether the user chose `locale` with the language switch, rather than a device reporting it. */
  localeChosen: boolean;
  /** Whether the account signs in with a password (else only through a sign-in provider, which keeps its email). */
  hasPassword: boolean;
  /** Whether the owner opened the link mailed to `email` (or a sign-in provider vouched for it). */
  emailConfirmed: boolean;
  /** A new email asked for and not yet confirmed from its own link; `email` stays in use until then. */
  pendingEmail: string | null;
  createdAt: string;
}

/** POST /api/email/confirm: the email now confirmed (the account's own, or the new one that replaced it). */
export interface ConfirmedEmail {
  email: string;
}

/** One place the account is signed in (GET /api/sessions): a session, named by its browser and system. */
export interface SignedInDevice {
  /** The id DELETE /api/sessions/{id} takes (not the session's cookie, which never leaves its browser). */
  id: string;
  /** The browser's name and major version ("Chrome 131"), or null when its User-Agent names none. */
  browser: string | null;
  /** The operating system and its version ("Android 14"), or null when unknown. */
  system: string | null;
  /** Whether it is a phone or tablet (else a computer, or unknown). */
  mobile: boolean;
  /** When this session signed in. */
  signedInAt: string;
  /** When it last called the server (to within a few minutes). */
  lastSeenAt: string;
  /** Whether it is the device asking. */
  current: boolean;
}

/** DELETE /api/sessions: how many other devices were signed out. */
export interface SignedOutDevices {
  ended: number;
}

/** Public profile (GET /api/users/{id}); email and phone only for the user themself or an admin. */
export interface PublicUser {
  id: string;
  username: string;
  fullName: string | null;
  location: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  createdAt: string;
  email?: string;
  phone?: string | null;
  showPhoneOnListings?: boolean;
}

export interface UserStats {
  totalListings: number;
  totalViews: number;
  /** null until the user has reviews ("No reviews yet"). */
  averageRating: number | null;
  reviewCount: number;
}

/** GET /api/auth/providers. */
export interface AuthProviders {
  /** The configured OpenID Connect provider's display name ("Continue with {name}"), or null. */
  oidc: { name: string } | null;
}
