/**
 * The administrators' figures for the last 30 days, by day in India time: new users, new listings,
 * conversations started, booking requests, accepted bookings, premium payments and their revenue;
 * listings and requests by category and by city. Counted from the tables as they are, never kept
 * apart, so they are always the database's own.
 */
import type { Knex } from 'knex';
import type { AdminAnalytics, AnalyticsDay, AnalyticsFigure, AnalyticsShare, User } from '@shared/api.ts';
import { addDays } from '@shared/booking-days.ts';
import { knownCities } from '../../cities/known-cities.ts';
import { today } from '../../clock.ts';
import { authorize } from '../../policy/policy.ts';
import { countsByCategory, countsByLocation, dailyCounts, type DayCount, type LocationCount } from './analytics-repo.ts';

export const ANALYTICS_DAYS = 30;
/** Cities shown by name; the rest are counted together. */
export const CITIES_SHOWN = 10;

/** Midnight in India (UTC+05:30, no daylight saving) at the start of `day`. */
const indiaMidnight = (day: string): Date => new Date(`${day}T00:00:00+05:30`);

const FIGURES: readonly AnalyticsFigure[] = ['newUsers', 'newListings', 'conversations', 'bookingRequests', 'acceptedBookings', 'payments', 'revenuePaise'];

function daysFrom(from: string, counts: Awaited<ReturnType<typeof dailyCounts>>): AnalyticsDay[] {
  const on = (list: DayCount[], day: string) => list.find((entry) => entry.day === day);
  return Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
    const day = addDays(from, index);
    const paid = on(counts.payments, day);
    return {
      day,
      newUsers: on(counts.users, day)?.count ?? 0,
      newListings: on(counts.listings, day)?.count ?? 0,
      conversations: on(counts.conversations, day)?.count ?? 0,
      bookingRequests: on(counts.requests, day)?.count ?? 0,
      acceptedBookings: on(counts.accepted, day)?.count ?? 0,
      payments: paid?.count ?? 0,
      revenuePaise: paid?.sum ?? 0,
    };
  });
}

const mostFirst = (a: AnalyticsShare, b: AnalyticsShare): number => b.listings + b.requests - (a.listings + a.requests) || a.name.localeCompare(b.name);

/** Locations by the city they name (several spellings are one city); the ten busiest, then the rest as one. */
async function byCity(locations: LocationCount[]): Promise<AnalyticsShare[]> {
  const { lookup } = await knownCities();
  const cities = new Map<string, AnalyticsShare>();
  const rest: AnalyticsShare = { key: null, name: 'Other', listings: 0, requests: 0 };
  for (const { location, listings, requests } of locations) {
    const city = location ? lookup(location) : undefined;
    const share = city ? (cities.get(city) ?? { key: city, name: city, listings: 0, requests: 0 }) : rest;
    share.listings += listings;
    share.requests += requests;
    if (city) cities.set(city, share);
  }
  const sorted = [...cities.values()].sort(mostFirst);
  for (const share of sorted.slice(CITIES_SHOWN)) {
    rest.listings += share.listings;
    rest.requests += share.requests;
  }
  const shown = sorted.slice(0, CITIES_SHOWN);
  return rest.listings + rest.requests > 0 ? [...shown, rest] : shown;
}

export async function adminAnalytics(db: Knex, admin: User | undefined): Promise<AdminAnalytics> {
  authorize(admin, 'analytics.read', {});
  const to = today();
  const from = addDays(to, -(ANALYTICS_DAYS - 1));
  const since = indiaMidnight(from);
  const [counts, categories, locations] = await Promise.all([dailyCounts(db, since), countsByCategory(db, since), countsByLocation(db, since)]);
  const days = daysFrom(from, counts);
  const totals = Object.fromEntries(FIGURES.map((figure) => [figure, days.reduce((sum, day) => sum + day[figure], 0)])) as Record<AnalyticsFigure, number>;
  return {
    from,
    to,
    days,
    totals,
    byCategory: categories.map(({ slug, name, listings, requests }) => ({ key: slug, name, listings, requests })).sort(mostFirst),
    byCity: await byCity(locations),
  };
}
