/** The Analytics tab against a stand-in server: each figure's total, chart summary and table, and the shares by category and city, in the page's language. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics, AnalyticsDay } from '@shared/api.ts';
import { addDays } from '@shared/booking-days.ts';
import { formatNumber, formatRupees } from '@shared/intl.ts';
import { analyticsMessages } from '@shared/messages/analytics.ts';
import { categoryName } from '@shared/messages/categories.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { shortDay } from './day-chart.tsx';

const t = analyticsMessages;
const FROM = '2026-11-07';

const quietDay = (day: string): AnalyticsDay => ({ day, newUsers: 0, newListings: 0, conversations: 0, bookingRequests: 0, acceptedBookings: 0, payments: 0, revenuePaise: 0 });

function figures(): AdminAnalytics {
  const days = Array.from({ length: 30 }, (_, index) => quietDay(addDays(FROM, index)));
  days[29] = { ...quietDay(addDays(FROM, 29)), newUsers: 1250, newListings: 3, revenuePaise: 39_900 };
  days[10] = { ...quietDay(addDays(FROM, 10)), newUsers: 2 };
  return {
    from: FROM,
    to: addDays(FROM, 29),
    days,
    totals: { newUsers: 1252, newListings: 3, conversations: 0, bookingRequests: 0, acceptedBookings: 0, payments: 1, revenuePaise: 39_900 },
    byCategory: [{ key: 'cameras', name: 'Cameras', listings: 3, requests: 1 }],
    byCity: [
      { key: 'Pune, Maharashtra', name: 'Pune, Maharashtra', listings: 2, requests: 1 },
      { key: null, name: 'Other', listings: 1, requests: 0 },
    ],
  };
}

describe('the Analytics tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives each figure its total, a chart spoken as its total and best day, and a table of the days', async () => {
    stubFetch(() => jsonResponse(200, figures()));
    render(<AnalyticsTab />);
    expect(await screen.findByRole('heading', { name: t.heading })).toBeTruthy();
    expect(screen.getByText(t.range(shortDay(FROM), shortDay(addDays(FROM, 29))))).toBeTruthy();

    const users = screen.getByRole('figure', { name: new RegExp(t.figures.newUsers) });
    expect(within(users).getByText(formatNumber(1252), { selector: 'figcaption span' })).toBeTruthy();
    expect(within(users).getByRole('img', { name: t.chartSummary(t.figures.newUsers, formatNumber(1252), t.bestDay(shortDay(addDays(FROM, 29)), formatNumber(1250))) })).toBeTruthy();
    fireEvent.click(within(users).getByText(t.showTable));
    const table = within(users).getByRole('table', { name: t.figures.newUsers });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: `${shortDay(addDays(FROM, 10))} ${formatNumber(2)}` })).toBeTruthy();

    const revenue = screen.getByRole('figure', { name: new RegExp(t.figures.revenuePaise) });
    expect(within(revenue).getByText(formatRupees(399), { selector: 'figcaption span' })).toBeTruthy();
    const quiet = screen.getByRole('figure', { name: new RegExp(t.figures.conversations) });
    expect(within(quiet).getByRole('img', { name: t.chartSummary(t.figures.conversations, formatNumber(0), null) })).toBeTruthy();
  });

  it('shows listings and requests by category, in the page’s words, and by city with the rest as one', async () => {
    stubFetch(() => jsonResponse(200, figures()));
    render(<AnalyticsTab />);
    const categories = await screen.findByRole('table', { name: t.byCategory });
    expect(within(categories).getByRole('row', { name: `${categoryName({ slug: 'cameras', name: 'Cameras' })} 3 1` })).toBeTruthy();
    const cities = screen.getByRole('table', { name: t.byCity });
    expect(within(cities).getByRole('row', { name: 'Pune, Maharashtra 2 1' })).toBeTruthy();
    expect(within(cities).getByRole('row', { name: `${t.otherCities} 1 0` })).toBeTruthy();
  });

  it('offers to load again when the figures could not be read', async () => {
    let online = false;
    stubFetch(() => (online ? jsonResponse(200, figures()) : Promise.reject(new TypeError('Failed to fetch'))));
    render(<AnalyticsTab />);
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('heading', { name: t.heading })).toBeTruthy();
  });
});
