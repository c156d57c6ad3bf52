/**
 * The API's contract, one file per domain under ./api/: each holds its paths and the JSON shapes its
 * calls take and answer. `apiPaths` gathers every domain's paths for callers that want them all.
 */
export * from './api/analytics.ts';
export * from './api/bookings.ts';
export * from './api/conversations.ts';
export * from './api/documents.ts';
export * from './api/favorites.ts';
export * from './api/http.ts';
export * from './api/items.ts';
export * from './api/media.ts';
export * from './api/notifications.ts';
export * from './api/payments.ts';
export * from './api/reports.ts';
export * from './api/saved-searches.ts';
export * from './api/site.ts';
export * from './api/support.ts';
export * from './api/users.ts';
export type { DayRange } from './booking-days.ts';

import { analyticsPaths } from './api/analytics.ts';
import { bookingPaths } from './api/bookings.ts';
import { conversationPaths } from './api/conversations.ts';
import { documentPaths } from './api/documents.ts';
import { favoritePaths } from './api/favorites.ts';
import { itemPaths } from './api/items.ts';
import { mediaPaths } from './api/media.ts';
import { notificationPaths } from './api/notifications.ts';
import { paymentPaths } from './api/payments.ts';
import { moderationPaths, reportPaths } from './api/reports.ts';
import { savedSearchPaths } from './api/saved-searches.ts';
import { sitePaths } from './api/site.ts';
import { supportPaths } from './api/support.ts';
import { userPaths } from './api/users.ts';

export const apiPaths = {
  ...analyticsPaths,
  ...bookingPaths,
  ...conversationPaths,
  ...documentPaths,
  ...favoritePaths,
  ...itemPaths,
  ...mediaPaths,
  ...notificationPaths,
  ...paymentPaths,
  ...reportPaths,
  ...moderationPaths,
  ...savedSearchPaths,
  ...sitePaths,
  ...supportPaths,
  ...userPaths,
} as const;
