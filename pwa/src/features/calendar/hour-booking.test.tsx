/**
 * The item page's hour picker for a listing priced per hour: one day from the grid (days booked
 * whole, blocked, past or full cannot be picked), the hours, the free starts of that day (booked hours
 * and times passed left out), an empty state, the summary and Request Booking's link to the contact page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ItemAvailability } from '@shared/api.ts';
import { partsOfDay, weekdayDayMonth } from '@shared/day-names.ts';
import { formatRupees } from '@shared/intl.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { calendarMessages as cal } from '@shared/messages/calendar.ts';
import { pageLocale } from '@shared/locale.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { hourSpanText } from '@shared/booking-hours-text.ts';
import { longDay } from './calendar-days.ts';
import { dayLabel } from './day-label.ts';
import HourBooking from './hour-booking.tsx';
import { hourSpanWords } from './hour-span.ts';

const paths = ['/contact/$id', '/item/$id/availability'];
// Tuesday 24 November 2026, 12:00 in India.
const NOW = new Date('2026-11-24T06:30:00Z');
const t = cal.hours;
const at = (day: string, time: string) => `${day}T${time}:00+05:30`;
const answer = (itemId: string): ItemAvailability => ({
  itemId,
  booked: [{ start: '2026-11-28', end: '2026-11-30' }],
  blocked: [{ start: '2026-12-01', end: '2026-12-02' }],
  bookedHours: [
    { startsAt: at('2026-11-26', '10:00'), endsAt: at('2026-11-26', '13:00') },
    // Every hour of the 27th.
    { startsAt: at('2026-11-27', '09:00'), endsAt: at('2026-11-27', '21:00') },
  ],
  today: '2026-11-24',
});

const PATIENCE = { timeout: 5000 };
const day = (date: string): HTMLElement => screen.getByRole('button', { name: (label) => label.startsWith(longDay(date)) });
const startNames = () => within(screen.getByRole('group', { name: t.startLegend })).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
const summary = (term: string): string => screen.getAllByText(term, { selector: 'dt' })[0]?.nextElementSibling?.textContent ?? '';
const chooseHours = (hours: number) => fireEvent.change(screen.getByLabelText(t.count), { target: { value: String(hours) } });

async function renderPicker(overrides: Parameters<typeof makeItem>[0] = {}, readOnly = false) {
  const item = makeItem({ price: '150.00', priceUnit: 'hour', availableFrom: '09:00', availableUntil: '21:00', ...overrides });
  stubFetch((url) => jsonResponse(200, answer(url.split('/')[3] ?? '')));
  const view = await renderWithRouter(<HourBooking item={item} readOnly={readOnly} />, paths);
  await waitFor(() => expect(day('2026-11-28').getAttribute('aria-label')).toBe(dayLabel('2026-11-28', 'booked')), PATIENCE);
  return { item, ...view };
}

describe('booking by the hour', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("says the listing's hours and lets only days with a free hour be picked", async () => {
    await renderPicker();
    expect(screen.getByRole('heading', { name: t.heading })).toBeTruthy();
    expect(screen.getByText(t.open('09:00', '21:00'))).toBeTruthy();
    expect(within(screen.getByLabelText(t.count)).getAllByRole('option').map((option) => option.textContent)).toEqual(Array.from({ length: 12 }, (_, index) => t.hours(index + 1)));
    expect(screen.getByText(t.pickDay)).toBeTruthy();
    expect(screen.queryByRole('group', { name: t.startLegend })).toBeNull();
    expect(screen.getByRole('button', { name: cal.requestBooking }).hasAttribute('disabled')).toBe(true);
    // Past, booked by days, blocked, and every hour booked: none can be picked.
    expect(day('2026-11-23').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-11-28').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-11-27').getAttribute('aria-label')).toBe(dayLabel('2026-11-27', 'booked'));
    expect(day('2026-11-27').getAttribute('aria-disabled')).toBe('true');
    // Some hours booked: it can be picked, and its name says so.
    expect(day('2026-11-26').getAttribute('aria-label')).toBe(dayLabel('2026-11-26', 'available', [t.someBooked]));
    expect(day('2026-11-26').getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByText(cal.legend.someHoursBooked)).toBeTruthy();
  });

  it('offers the starts clear of the booked hours, sums the hours and links to the booking request', async () => {
    const { item, router } = await renderPicker();
    fireEvent.click(day('2026-11-26'));
    expect(day('2026-11-26').closest('td')?.getAttribute('aria-selected')).toBe('true');
    chooseHours(3);
    // 10:00–13:00 is booked: nothing from 09:00 to 12:00 fits three hours.
    const free = [13, 14, 15, 16, 17, 18].map((hour) => t.span(`${hour}:00`, `${hour + 3}:00`));
    expect(startNames()).toEqual(free);
    expect(screen.getByText(t.pickStart)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: t.span('13:00', '16:00') }));
    expect(summary(t.day)).toBe(weekdayDayMonth(partsOfDay('2026-11-26')));
    expect(summary(t.time)).toBe('13:00–16:00');
    expect(summary(t.duration)).toBe(t.hours(3));
    expect(summary(cal.summary.total)).toBe(`${formatRupees(450)}${cal.summary.detail(3, 'hour', formatRupees(150))}`);
    const request = screen.getByRole('link', { name: cal.requestBooking });
    const startsAt = at('2026-11-26', '13:00');
    const endsAt = at('2026-11-26', '16:00');
    expect(request.getAttribute('href')).toBe(`/contact/${item.id}?intent=booking&startsAt=${encodeURIComponent(startsAt)}&endsAt=${encodeURIComponent(endsAt)}`);
    fireEvent.click(request);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contact/${item.id}`));
    expect(router.state.location.search).toEqual({ intent: 'booking', startsAt, endsAt });
  });

  it('keeps a chosen start while it still fits, and drops it when it no longer does', async () => {
    await renderPicker();
    fireEvent.click(day('2026-11-25'));
    fireEvent.click(screen.getByRole('radio', { name: t.span('17:00', '18:00') }));
    chooseHours(4);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: t.span('17:00', '21:00') }).checked).toBe(true);
    chooseHours(5);
    expect(screen.queryByRole('radio', { name: t.span('17:00', '22:00') })).toBeNull();
    expect(summary(t.time)).toBe(cal.summary.none);
    expect(screen.getByRole('button', { name: cal.requestBooking }).hasAttribute('disabled')).toBe(true);
  });

  it('today, offers only the starts still to come', async () => {
    await renderPicker();
    fireEvent.click(day('2026-11-24'));
    // Now is 12:00: the first start left is 13:00.
    expect(startNames()[0]).toBe(t.span('13:00', '14:00'));
    expect(startNames()).toHaveLength(8);
  });

  it('says when no start fits the day for the hours asked', async () => {
    await renderPicker();
    fireEvent.click(day('2026-11-26'));
    chooseHours(11);
    expect(screen.getByRole('status').textContent).toBe(t.noStarts(11));
    expect(screen.queryByRole('group', { name: t.startLegend })).toBeNull();
    expect(screen.queryByText(t.pickStart)).toBeNull();
    expect(screen.getByRole('button', { name: cal.requestBooking }).hasAttribute('disabled')).toBe(true);
  });

  it('a listing without hours is booked at any hour of the day', async () => {
    await renderPicker({ availableFrom: null, availableUntil: null });
    expect(screen.getByText(t.anyTime)).toBeTruthy();
    expect(within(screen.getByLabelText(t.count)).getAllByRole('option')).toHaveLength(24);
    fireEvent.click(day('2026-11-25'));
    expect(startNames()[0]).toBe(t.span('00:00', '01:00'));
    expect(startNames().at(-1)).toBe(t.span('23:00', '24:00'));
  });

  it('shows the owner the grid read-only, with Manage availability', async () => {
    const { item } = await renderPicker({}, true);
    expect(day('2026-11-25').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: cal.manage }).getAttribute('href')).toBe(`/item/${item.id}/availability`);
    expect(screen.queryByLabelText(t.count)).toBeNull();
    expect(screen.queryByRole('button', { name: cal.requestBooking })).toBeNull();
  });
});

it('writes a booking by the hour as the booking cards do, without Intl', () => {
  const span = { startsAt: at('2026-12-10', '10:00'), endsAt: at('2026-12-10', '13:00') };
  const toMidnight = { startsAt: at('2026-09-03', '21:00'), endsAt: at('2026-09-04', '00:00') };
  for (const one of [span, toMidnight]) {
    expect(hourSpanWords(one)).toBe(hourSpanText(one.startsAt, one.endsAt, pageLocale));
    expect(hourSpanWords(one)).toBe(bookingMessages.hoursSpan(one.startsAt, one.endsAt));
  }
});
