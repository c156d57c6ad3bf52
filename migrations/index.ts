/**
 * The migrations, listed explicitly: knex's directory loader cannot import `.ts` files inside vitest,
 * and a list makes the order obvious. A test checks every file in this folder is listed here.
 */
import type { Knex } from 'knex';
import * as extensions from './20261122000100_extensions.ts';
import * as users from './20261122000200_users.ts';
import * as sessions from './20261122000300_sessions.ts';
import * as authThrottle from './20261122000400_auth_throttle.ts';
import * as categories from './20261122000500_categories.ts';
import * as items from './20261122000600_items.ts';
import * as itemViews from './20261122000700_item_views.ts';
import * as reviews from './20261122000800_reviews.ts';
import * as subscriptionPackages from './20261122000900_subscription_packages.ts';
import * as idempotencyKeys from './20261122001000_idempotency_keys.ts';
import * as appMeta from './20261122001100_app_meta.ts';
import * as searchWords from './20261122001200_search_words.ts';
import * as media from './20261122001300_media.ts';
import * as mediaKinds from './20261122001400_media_kinds.ts';
import * as favorites from './20261122001500_favorites.ts';
import * as authThrottleLastFailure from './20261124000100_auth_throttle_last_failure.ts';
import * as usersShowPhoneOnListings from './20261124000200_users_show_phone_on_listings.ts';
import * as idempotentAnswerBytes from './20261124000900_idempotent_answer_bytes.ts';
import * as jobs from './20261124001000_jobs.ts';
import * as inboxChangeSeq from './20261124001100_inbox_change_seq.ts';
import * as conversations from './20261124001200_conversations.ts';
import * as messages from './20261124001300_messages.ts';
import * as notifications from './20261124001400_notifications.ts';
import * as contactInteractions from './20261124001500_contact_interactions.ts';
import * as rateThrottle from './20261124001600_rate_throttle.ts';
import * as pushSubscriptions from './20261124001700_push_subscriptions.ts';
import * as bookings from './20261124001800_bookings.ts';
import * as verificationDocuments from './20261124001900_verification_documents.ts';
import * as payments from './20261124002000_payments.ts';
import * as userIdentities from './20261124002100_user_identities.ts';
import * as userLocale from './20261124002200_user_locale.ts';
import * as searchIndexesWithoutPendingList from './20261125000100_search_indexes_without_pending_list.ts';
import * as notificationEvents from './20261126000100_notification_events.ts';
import * as premiumPeriodsTestMode from './20261205000100_premium_periods_test_mode.ts';
import * as notificationsWithoutAccountEmails from './20261205000200_notifications_without_account_emails.ts';
import * as calendarFeedTokenHash from './20261205000300_calendar_feed_token_hash.ts';
import * as documentPhotosErasedAtDecision from './20261205000400_document_photos_erased_at_decision.ts';
import * as usersLocaleChosen from './20261210000100_users_locale_chosen.ts';
import * as featuredPlacementIndexes from './20261211000100_featured_placement_indexes.ts';
import * as itemsOwnerVerified from './20261211000200_items_owner_verified.ts';
import * as supportRequests from './20261211000300_support_requests.ts';
import * as jobsFailedKept from './20261212000100_jobs_failed_kept.ts';
import * as changeKeysByTransaction from './20261213000100_change_keys_by_transaction.ts';
import * as passwordResets from './20261213000200_password_resets.ts';
import * as sessionDevices from './20261214000100_session_devices.ts';
import * as emailConfirmation from './20261214000200_email_confirmation.ts';
import * as accountDeletion from './20261214000300_account_deletion.ts';
import * as emailAlerts from './20261215000100_email_alerts.ts';
import * as bookingAcceptedAt from './20261216000100_booking_accepted_at.ts';
import * as reports from './20261217000100_reports.ts';
import * as moderationActions from './20261218000100_moderation_actions.ts';
import * as documentDecisionsLogged from './20261219000100_document_decisions_logged.ts';
import * as hidingAndSuspension from './20261220000100_hiding_and_suspension.ts';
import * as listingPlaces from './20261221000100_listing_places.ts';
import * as savedSearches from './20261222000100_saved_searches.ts';
import * as hourlyBookings from './20261223000100_hourly_bookings.ts';

export interface Migration {
  up: (knex: Knex) => Promise<void>;
  down: (knex: Knex) => Promise<void>;
}

export const migrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['20261122000100_extensions', extensions],
  ['20261122000200_users', users],
  ['20261122000300_sessions', sessions],
  ['20261122000400_auth_throttle', authThrottle],
  ['20261122000500_categories', categories],
  ['20261122000600_items', items],
  ['20261122000700_item_views', itemViews],
  ['20261122000800_reviews', reviews],
  ['20261122000900_subscription_packages', subscriptionPackages],
  ['20261122001000_idempotency_keys', idempotencyKeys],
  ['20261122001100_app_meta', appMeta],
  ['20261122001200_search_words', searchWords],
  ['20261122001300_media', media],
  ['20261122001400_media_kinds', mediaKinds],
  ['20261122001500_favorites', favorites],
  ['20261124000100_auth_throttle_last_failure', authThrottleLastFailure],
  ['20261124000200_users_show_phone_on_listings', usersShowPhoneOnListings],
  ['20261124000900_idempotent_answer_bytes', idempotentAnswerBytes],
  ['20261124001000_jobs', jobs],
  ['20261124001100_inbox_change_seq', inboxChangeSeq],
  ['20261124001200_conversations', conversations],
  ['20261124001300_messages', messages],
  ['20261124001400_notifications', notifications],
  ['20261124001500_contact_interactions', contactInteractions],
  ['20261124001600_rate_throttle', rateThrottle],
  ['20261124001700_push_subscriptions', pushSubscriptions],
  ['20261124001800_bookings', bookings],
  ['20261124001900_verification_documents', verificationDocuments],
  ['20261124002000_payments', payments],
  ['20261124002100_user_identities', userIdentities],
  ['20261124002200_user_locale', userLocale],
  ['20261125000100_search_indexes_without_pending_list', searchIndexesWithoutPendingList],
  ['20261126000100_notification_events', notificationEvents],
  ['20261205000100_premium_periods_test_mode', premiumPeriodsTestMode],
  ['20261205000200_notifications_without_account_emails', notificationsWithoutAccountEmails],
  ['20261205000300_calendar_feed_token_hash', calendarFeedTokenHash],
  ['20261205000400_document_photos_erased_at_decision', documentPhotosErasedAtDecision],
  ['20261210000100_users_locale_chosen', usersLocaleChosen],
  ['20261211000100_featured_placement_indexes', featuredPlacementIndexes],
  ['20261211000200_items_owner_verified', itemsOwnerVerified],
  ['20261211000300_support_requests', supportRequests],
  ['20261212000100_jobs_failed_kept', jobsFailedKept],
  ['20261213000100_change_keys_by_transaction', changeKeysByTransaction],
  ['20261213000200_password_resets', passwordResets],
  ['20261214000100_session_devices', sessionDevices],
  ['20261214000200_email_confirmation', emailConfirmation],
  ['20261214000300_account_deletion', accountDeletion],
  ['20261215000100_email_alerts', emailAlerts],
  ['20261216000100_booking_accepted_at', bookingAcceptedAt],
  ['20261217000100_reports', reports],
  ['20261218000100_moderation_actions', moderationActions],
  ['20261219000100_document_decisions_logged', documentDecisionsLogged],
  ['20261220000100_hiding_and_suspension', hidingAndSuspension],
  ['20261221000100_listing_places', listingPlaces],
  ['20261222000100_saved_searches', savedSearches],
  ['20261223000100_hourly_bookings', hourlyBookings],
];

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = migrations.find(([candidate]) => candidate === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return found[1];
  },
};
