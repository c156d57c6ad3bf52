/**
 * The copy the server writes to a person in: notifications, push alerts and the calendar
 * feed are read by one user, so they are written in that user's language (users.locale; English
 * until they choose), and the server's own pages in the language page-locale.ts finds. The shared
 * copy modules evaluate English here (a server has no page), so the Hindi halves are imported directly.
 */
import type { Knex } from 'knex';
import type { Locale } from '@shared/locale.ts';
import { bookingMessages, type BookingMessages } from '@shared/messages/bookings.ts';
import { documentMessages, type DocumentMessages } from '@shared/messages/documents.ts';
import { emailAlertMessages, type EmailAlertMessages } from '@shared/messages/email-alerts.ts';
import { emailConfirmationMessages, type EmailConfirmationMessages } from '@shared/messages/email-confirmation.ts';
import hindiBookings from '@shared/messages/hi/bookings.ts';
import hindiDocuments from '@shared/messages/hi/documents.ts';
import hindiEmailAlerts from '@shared/messages/hi/email-alerts.ts';
import hindiEmailConfirmation from '@shared/messages/hi/email-confirmation.ts';
import hindiNotifications from '@shared/messages/hi/notifications.ts';
import hindiPasswordReset from '@shared/messages/hi/password-reset.ts';
import hindiProviderSignIn from '@shared/messages/hi/provider-sign-in.ts';
import hindiSignOut from '@shared/messages/hi/sign-out.ts';
import { notificationMessages, type NotificationMessages } from '@shared/messages/notifications.ts';
import { passwordResetMessages, type PasswordResetMessages } from '@shared/messages/password-reset.ts';
import { providerSignInMessages, type ProviderSignInMessages } from '@shared/messages/provider-sign-in.ts';
import { signOutMessages, type SignOutMessages } from '@shared/messages/sign-out.ts';
import { localeOf } from '../modules/users/index.ts';

export interface UserCopy {
  locale: Locale;
  bookings: BookingMessages;
  documents: DocumentMessages;
  emailAlerts: EmailAlertMessages;
  emailConfirmation: EmailConfirmationMessages;
  notifications: NotificationMessages;
  passwordReset: PasswordResetMessages;
  providerSignIn: ProviderSignInMessages;
  signOut: SignOutMessages;
}

const copies: Readonly<Record<Locale, UserCopy>> = {
  en: {
    locale: 'en',
    bookings: bookingMessages,
    documents: documentMessages,
    emailAlerts: emailAlertMessages,
    emailConfirmation: emailConfirmationMessages, notifications: notificationMessages, passwordReset: passwordResetMessages, providerSignIn: providerSignInMessages, signOut: signOutMessages },
  hi: {
    locale: 'hi',
    bookings: hindiBookings,
    documents: hindiDocuments,
    emailAlerts: hindiEmailAlerts,
    emailConfirmation: hindiEmailConfirmation,
    notifications: hindiNotifications.notificationMessages,
    passwordReset: hindiPasswordReset,
    providerSignIn: hindiProviderSignIn,
    signOut: hindiSignOut,
  },
};

export const copyIn = (locale: Locale): UserCopy => copies[locale];

/** The copy to write to this user in. */
export async function copyForUser(db: Knex, userId: string): Promise<UserCopy> {
  return copyIn(await localeOf(db, userId));
}
