/** Copy of the admin dashboard's Analytics tab: the last 30 days of the marketplace, by day, category and city. */
import { localized, type Copy } from '../locale.ts';
import type { AnalyticsFigure } from '../api/analytics.ts';

const english = {
  heading: 'Last 30 days',
  range: (from: string, to: string) => `${from} to ${to}, by day in India time. Counted from the database when the tab opens.`,
  loading: 'Loading the figures…',
  loadFailed: 'The figures could not be loaded.',
  retry: 'Try again',
  figures: {
    newUsers: 'New users',
    newListings: 'New listings',
    conversations: 'Conversations started',
    bookingRequests: 'Booking requests',
    acceptedBookings: 'Accepted bookings',
    payments: 'Premium payments',
    revenuePaise: 'Revenue',
  } satisfies Record<AnalyticsFigure, string>,
  /** A day chart's spoken summary. */
  chartSummary: (figure: string, total: string, best: string | null) => (best ? `${figure}: ${total} in 30 days, most on ${best}.` : `${figure}: none in 30 days.`),
  bestDay: (day: string, value: string) => `${day} (${value})`,
  showTable: 'Show as a table',
  day: 'Day',
  byCategory: 'By category',
  byCity: 'By city',
  category: 'Category',
  city: 'City',
  listings: 'Listings',
  requests: 'Requests',
  otherCities: 'Other places',
  noneYet: 'Nothing in these days yet.',
} as const;

export type AnalyticsMessages = Copy<typeof english>;
export const analyticsMessages: AnalyticsMessages = await localized<AnalyticsMessages>(english, () => import('./hi/analytics.ts'));
