/**
 * The app's words in each language, for the end-to-end tests: specs and page models find buttons,
 * headings and toasts by the same copy the app renders, so one journey runs in English and in Hindi.
 * A copy module added to `english` fails the type check until `hindi` has it too.
 */
import { test } from '@playwright/test';
import { pickLocale, type Locale } from '../shared/src/locale.ts';
import { messages } from '../shared/src/messages.ts';
import { accountMessages } from '../shared/src/messages/account.ts';
import { authMessages } from '../shared/src/messages/auth.ts';
import { bookingMessages } from '../shared/src/messages/bookings.ts';
import { browseMessages } from '../shared/src/messages/browse.ts';
import { calendarMessages } from '../shared/src/messages/calendar.ts';
import { categoryMessages } from '../shared/src/messages/categories.ts';
import { contactMessages } from '../shared/src/messages/contact.ts';
import { conversationMessages } from '../shared/src/messages/conversations.ts';
import { deviceMessages } from '../shared/src/messages/devices.ts';
import { documentMessages } from '../shared/src/messages/documents.ts';
import { emailAlertMessages } from '../shared/src/messages/email-alerts.ts';
import { safetyMessages } from '../shared/src/messages/safety.ts';
import { analyticsMessages } from '../shared/src/messages/analytics.ts';
import { reportMessages } from '../shared/src/messages/reports.ts';
import { savedSearchMessages } from '../shared/src/messages/saved-searches.ts';
import { moderationMessages } from '../shared/src/messages/moderation.ts';
import { listingReviewMessages } from '../shared/src/messages/listing-review.ts';
import { userAdminMessages } from '../shared/src/messages/user-admin.ts';
import { emailConfirmationMessages } from '../shared/src/messages/email-confirmation.ts';
import { errorMessages } from '../shared/src/messages/errors.ts';
import { favoritesMessages } from '../shared/src/messages/favorites.ts';
import { heroMessages } from '../shared/src/messages/hero.ts';
import { installMessages } from '../shared/src/messages/install.ts';
import { installHelpMessages } from '../shared/src/messages/install-help.ts';
import { languageMessages } from '../shared/src/messages/language.ts';
import { languageOfferMessages } from '../shared/src/messages/language-offer.ts';
import { listingMessages } from '../shared/src/messages/listings.ts';
import { nearMeMessages } from '../shared/src/messages/near-me.ts';
import { alertMessages, dashboardTabMessages, notificationMessages } from '../shared/src/messages/notifications.ts';
import { passwordResetMessages } from '../shared/src/messages/password-reset.ts';
import { paymentMessages } from '../shared/src/messages/payments.ts';
import { premiumMessages } from '../shared/src/messages/premium.ts';
import { profilePageMessages } from '../shared/src/messages/profile.ts';
import { providerSignInMessages } from '../shared/src/messages/provider-sign-in.ts';
import { reviewMessages } from '../shared/src/messages/reviews.ts';
import { signOutMessages } from '../shared/src/messages/sign-out.ts';
import { supportMessages } from '../shared/src/messages/support.ts';
import { titleMessages } from '../shared/src/messages/titles.ts';
// In Node there is no page, so every copy module above evaluates its English half (shared/src/locale.ts);
// the Hindi half is each module's `hi/` default export, imported directly.
import accountHi from '../shared/src/messages/hi/account.ts';
import authHi from '../shared/src/messages/hi/auth.ts';
import bookingsHi from '../shared/src/messages/hi/bookings.ts';
import browseHi from '../shared/src/messages/hi/browse.ts';
import calendarHi from '../shared/src/messages/hi/calendar.ts';
import categoriesHi from '../shared/src/messages/hi/categories.ts';
import contactHi from '../shared/src/messages/hi/contact.ts';
import conversationsHi from '../shared/src/messages/hi/conversations.ts';
import devicesHi from '../shared/src/messages/hi/devices.ts';
import documentsHi from '../shared/src/messages/hi/documents.ts';
import emailAlertsHi from '../shared/src/messages/hi/email-alerts.ts';
import safetyHi from '../shared/src/messages/hi/safety.ts';
import analyticsHi from '../shared/src/messages/hi/analytics.ts';
import reportsHi from '../shared/src/messages/hi/reports.ts';
import savedSearchesHi from '../shared/src/messages/hi/saved-searches.ts';
import moderationHi from '../shared/src/messages/hi/moderation.ts';
import listingReviewHi from '../shared/src/messages/hi/listing-review.ts';
import userAdminHi from '../shared/src/messages/hi/user-admin.ts';
import emailConfirmationHi from '../shared/src/messages/hi/email-confirmation.ts';
import errorsHi from '../shared/src/messages/hi/errors.ts';
import favoritesHi from '../shared/src/messages/hi/favorites.ts';
import heroHi from '../shared/src/messages/hi/hero.ts';
import installHi from '../shared/src/messages/hi/install.ts';
import installHelpHi from '../shared/src/messages/hi/install-help.ts';
import languageHi from '../shared/src/messages/hi/language.ts';
import languageOfferHi from '../shared/src/messages/hi/language-offer.ts';
import listingsHi from '../shared/src/messages/hi/listings.ts';
import messagesHi from '../shared/src/messages/hi/messages.ts';
import nearMeHi from '../shared/src/messages/hi/near-me.ts';
import notificationsHi from '../shared/src/messages/hi/notifications.ts';
import paymentsHi from '../shared/src/messages/hi/payments.ts';
import premiumHi from '../shared/src/messages/hi/premium.ts';
import profileHi from '../shared/src/messages/hi/profile.ts';
import providerSignInHi from '../shared/src/messages/hi/provider-sign-in.ts';
import reviewsHi from '../shared/src/messages/hi/reviews.ts';
import signOutHi from '../shared/src/messages/hi/sign-out.ts';
import passwordResetHi from '../shared/src/messages/hi/password-reset.ts';
import supportHi from '../shared/src/messages/hi/support.ts';
import titlesHi from '../shared/src/messages/hi/titles.ts';

/** Each copy module by its file's name (camel-cased). */
const english = {
  /** messages.ts, the shell's copy (brand, header, auth dialog...), with the hero and install copy it includes. */
  messages,
  auth: authMessages,
  bookings: bookingMessages,
  browse: browseMessages,
  calendar: calendarMessages,
  categories: categoryMessages,
  contact: contactMessages,
  conversations: conversationMessages,
  documents: documentMessages,
  errors: errorMessages,
  favorites: favoritesMessages,
  hero: heroMessages,
  install: installMessages,
  installHelp: installHelpMessages,
  language: languageMessages,
  languageOffer: languageOfferMessages,
  listings: listingMessages,
  nearMe: nearMeMessages,
  notifications: { notificationMessages, dashboardTabMessages, alertMessages },
  passwordReset: passwordResetMessages,
  devices: deviceMessages,
  account: accountMessages,
  emailAlerts: emailAlertMessages,
  safety: safetyMessages,
  analytics: analyticsMessages,
  reports: reportMessages,
  savedSearches: savedSearchMessages,
  moderation: moderationMessages,
  listingReview: listingReviewMessages,
  userAdmin: userAdminMessages,
  emailConfirmation: emailConfirmationMessages,
  payments: paymentMessages,
  premium: premiumMessages,
  profile: profilePageMessages,
  providerSignIn: providerSignInMessages,
  reviews: reviewMessages,
  signOut: signOutMessages,
  support: supportMessages,
  titles: titleMessages,
};

export type E2eCopy = typeof english;

// The same type as `english`, so neither catalog can lack a module the other has.
const hindi: E2eCopy = {
  messages: { ...messagesHi, hero: heroHi, install: installHi },
  auth: authHi,
  bookings: bookingsHi,
  browse: browseHi,
  calendar: calendarHi,
  categories: categoriesHi,
  contact: contactHi,
  conversations: conversationsHi,
  documents: documentsHi,
  errors: errorsHi,
  favorites: favoritesHi,
  hero: heroHi,
  install: installHi,
  installHelp: installHelpHi,
  language: languageHi,
  languageOffer: languageOfferHi,
  listings: listingsHi,
  nearMe: nearMeHi,
  notifications: notificationsHi,
  passwordReset: passwordResetHi,
  devices: devicesHi,
  account: accountHi,
  emailAlerts: emailAlertsHi,
  safety: safetyHi,
  analytics: analyticsHi,
  reports: reportsHi,
  savedSearches: savedSearchesHi,
  moderation: moderationHi,
  listingReview: listingReviewHi,
  userAdmin: userAdminHi,
  emailConfirmation: emailConfirmationHi,
  payments: paymentsHi,
  premium: premiumHi,
  profile: profileHi,
  providerSignIn: providerSignInHi,
  reviews: reviewsHi,
  signOut: signOutHi,
  support: supportHi,
  titles: titlesHi,
};

const catalog: Readonly<Record<Locale, E2eCopy>> = { en: english, hi: hindi };

export const copyFor = (locale: Locale): E2eCopy => catalog[locale];

/**
 * The running test's language: its project's browser language (`locale: 'hi-IN'` for the `-hi`
 * projects), as boot.js picks it on a first visit. (The page models read it here; a spec that set its
 * own `locale` with test.use would have to pass its copy.)
 */
export function testLocale(): Locale {
  const browserLanguage = test.info().project.use.locale;
  return browserLanguage ? pickLocale([browserLanguage]) : 'en';
}

/** The running test's copy. */
export const testCopy = (): E2eCopy => copyFor(testLocale());

/** A category's name as the page shows it: its translation's, by slug, else the server's (English) name. */
export const categoryName = (copy: E2eCopy, slug: string, serverName: string): string => copy.categories.names[slug] ?? serverName;

/** Text as a literal inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole-text pattern for what a copy function says with any numbers: `phrase` is its output for
 * sample numbers, each written in it as given (e.g. `copy.browse.item.showMedia(8, 9)` with 8 and 9),
 * and each sample becomes "any grouped number" so the pattern also matches 1 of 12 or 1,234.
 */
export function anyNumbers(phrase: string, ...samples: number[]): string {
  let source = escapeRegExp(phrase);
  for (const sample of samples) source = source.replace(String(sample), '[\\d,]+');
  return source;
}

/** A count line ("3 item(s) available", "1 लिस्टिंग") with any count, in its one and other forms. */
export const countPattern = (format: (count: number) => string): RegExp =>
  new RegExp(`^(?:${anyNumbers(format(1), 1)}|${anyNumbers(format(7), 7)})$`);
