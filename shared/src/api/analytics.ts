/** The administrators' analytics: path and shape. */

export const analyticsPaths = {
  /** GET, administrators → AdminAnalytics: the last 30 days, by day in India. 403 for anyone else. */
  adminAnalytics: '/api/admin/analytics',
} as const;

/** What happened on one day (India time). */
export interface AnalyticsDay {
  /** YYYY-MM-DD, India. */
  day: string;
  newUsers: number;
  newListings: number;
  conversations: number;
  bookingRequests: number;
  acceptedBookings: number;
  /** Premium payments completed that day, and what they brought in, in paise. */
  payments: number;
  revenuePaise: number;
}

export type AnalyticsFigure = Exclude<keyof AnalyticsDay, 'day'>;

/** Listings made and booking requests made, for one category or one city, over the days. */
export interface AnalyticsShare {
  /** A category's slug, or a city's name; `null` for listings whose location is no known city. */
  key: string | null;
  /** The category's or city's name as stored (the app words a category by its slug). */
  name: string;
  listings: number;
  requests: number;
}

export interface AdminAnalytics {
  /** The first and last day counted (YYYY-MM-DD, India): 30 days, today last. */
  from: string;
  to: string;
  /** Every day from `from` to `to`, oldest first, days with nothing included. */
  days: AnalyticsDay[];
  totals: Record<AnalyticsFigure, number>;
  /** Every category with a listing or a request in the days, most first. */
  byCategory: AnalyticsShare[];
  /** The ten cities with most listings and requests in the days, then the rest as one (`key` null). */
  byCity: AnalyticsShare[];
}
