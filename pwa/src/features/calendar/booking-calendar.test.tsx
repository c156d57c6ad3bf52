import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ItemAvailability } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { pageLocale } from '@shared/locale.ts';
import { calendarMessages as cal } from '@shared/messages/calendar.ts';
import { db } from '@pwa/db/app-db.ts';
import { savedAgo } from '@pwa/ui/offline-note.tsx';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import BookingCalendar from './booking-calendar.tsx';
import { longDay, monthTitle, shortDay } from './calendar-days.ts';
import { dayLabel } from './day-label.ts';

const paths = ['/contact/$id', '/item/$id/availability'];
// Tuesday 24 November 2026, noon in India.
const NOW = new Date('2026-11-24T06:30:00Z');
const answer = (itemId: string): ItemAvailability => ({
  itemId,
  booked: [{ start: '2026-11-28', end: '2026-11-30' }],
  blocked: [{ start: '2026-12-03', end: '2026-12-04' }],
  // A booking by the hour (the listing was priced per hour then): its day cannot be booked by days.
  bookedHours: [{ startsAt: '2026-12-08T10:00:00+05:30', endsAt: '2026-12-08T13:00:00+05:30' }],
  today: '2026-11-24',
});

// The first answer needs the lazy page and a Dexie write: on a loaded machine that can take over waitFor's 1 s default.
const PATIENCE = { timeout: 5000 };
const day = (name: string): HTMLElement => screen.getByRole('button', { name: (label) => label.startsWith(name) });
/** The accessible name of a focused day begins with one of these days. */
const startOf = (...days: string[]): RegExp => new RegExp(days.map((one) => `^${longDay(one)}`).join('|'));
const s = cal.summary;
const rupees = (amount: number): string => formatRupees(amount);
const summary = (term: string): string => {
  const terms = screen.getAllByText(term, { selector: 'dt' });
  return terms[0]?.nextElementSibling?.textContent ?? '';
};

async function renderCalendar(overrides: Parameters<typeof makeItem>[0] = {}, readOnly = false) {
  const item = makeItem(overrides);
  const fetchSpy = stubFetch((url) => jsonResponse(200, answer(url.split('/')[3] ?? '')));
  const view = await renderWithRouter(<BookingCalendar item={item} readOnly={readOnly} />, paths);
  await waitFor(() => expect(day(longDay('2026-11-28')).getAttribute('aria-label')).toBe(dayLabel('2026-11-28', 'booked')), PATIENCE);
  return { item, fetchSpy, ...view };
}

describe('booking calendar', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks for the grid's 42 days and names each day with its status", async () => {
    const { item, fetchSpy } = await renderCalendar();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(`/api/items/${item.id}/availability?from=2026-11-01&to=2026-12-13`);
    const grid = screen.getByRole('grid', { name: cal.gridLabel(monthTitle('2026-11-01')) });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(day(longDay('2026-11-23')).getAttribute('aria-label')).toBe(dayLabel('2026-11-23', 'past'));
    expect(day(longDay('2026-11-24')).getAttribute('aria-label')).toBe(dayLabel('2026-11-24', 'available'));
    expect(day(longDay('2026-12-03')).getAttribute('aria-label')).toBe(dayLabel('2026-12-03', 'outside'));
    for (const word of [cal.legend.available, cal.legend.booked, cal.legend.selected, cal.legend.unavailable]) expect(screen.getByText(word)).toBeTruthy();
    expect(screen.getByRole('button', { name: cal.requestBooking }).hasAttribute('disabled')).toBe(true);
  });

  it('does not pick past or booked days, nor days of another month', async () => {
    await renderCalendar();
    for (const name of [longDay('2026-11-23'), longDay('2026-11-28'), longDay('2026-12-02')]) {
      expect(day(name).getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(day(name));
    }
    expect(summary(s.from)).toBe('—');
  });

  it('picks a range, restarts it, and Request Booking opens the booking request', async () => {
    const { item, router } = await renderCalendar();
    fireEvent.click(day(longDay('2026-11-25')));
    expect(summary(s.from)).toBe(shortDay('2026-11-25'));
    expect(screen.getByText(s.pickEnd)).toBeTruthy();
    fireEvent.click(day(longDay('2026-11-27')));
    expect(summary(s.to)).toBe(shortDay('2026-11-27'));
    expect(summary(s.total)).toBe(`${rupees(2400)}${s.detail(2, 'day', rupees(1200))}`);
    expect(day(longDay('2026-11-26')).closest('td')?.getAttribute('aria-selected')).toBe('true');
    const request = screen.getByRole('link', { name: cal.requestBooking });
    expect(request.getAttribute('href')).toBe(`/contact/${item.id}?intent=booking&start=2026-11-25&end=2026-11-27`);

    // A click after a full range restarts it.
    fireEvent.click(day(longDay('2026-11-26')));
    expect([summary(s.from), summary(s.to)]).toEqual([shortDay('2026-11-26'), '—']);
    // A click on an earlier day restarts it too; on the same day as well.
    fireEvent.click(day(longDay('2026-11-25')));
    expect([summary(s.from), summary(s.to)]).toEqual([shortDay('2026-11-25'), '—']);
    fireEvent.click(day(longDay('2026-11-25')));
    expect([summary(s.from), summary(s.to)]).toEqual([shortDay('2026-11-25'), '—']);

    // The return day may be the first booked day.
    fireEvent.click(day(longDay('2026-11-28')));
    expect(summary(s.to)).toBe(shortDay('2026-11-28'));
    fireEvent.click(screen.getByRole('link', { name: cal.requestBooking }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contact/${item.id}`));
    expect(router.state.location.search).toEqual({ intent: 'booking', start: '2026-11-25', end: '2026-11-28' });
  });

  it('refuses a range across booked days, politely, and starts again from the click', async () => {
    await renderCalendar();
    fireEvent.click(day(longDay('2026-11-26')));
    fireEvent.click(screen.getByRole('button', { name: cal.nextMonth }));
    await waitFor(() => expect(screen.getByRole('grid', { name: cal.gridLabel(monthTitle('2026-12-01')) })).toBeTruthy());
    fireEvent.click(day(longDay('2026-12-01')));
    expect(screen.getByText(cal.refusals.acrossBooked(shortDay('2026-12-01')))).toBeTruthy();
    expect([summary(s.from), summary(s.to)]).toEqual([shortDay('2026-12-01'), '—']);
    expect(screen.getByRole('button', { name: cal.requestBooking }).hasAttribute('disabled')).toBe(true);
  });

  it('counts a day with hours booked by the hour as booked, and refuses a range across it', async () => {
    await renderCalendar();
    fireEvent.click(screen.getByRole('button', { name: cal.nextMonth }));
    await waitFor(() => expect(day(longDay('2026-12-08')).getAttribute('aria-label')).toBe(dayLabel('2026-12-08', 'booked')), PATIENCE);
    expect(day(longDay('2026-12-08')).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day(longDay('2026-12-07')));
    fireEvent.click(day(longDay('2026-12-10')));
    expect(screen.getByText(cal.refusals.acrossBooked(shortDay('2026-12-10')))).toBeTruthy();
    // Its day may still be the return day of a booking ending there.
    fireEvent.click(day(longDay('2026-12-05')));
    fireEvent.click(day(longDay('2026-12-08')));
    expect(summary(s.to)).toBe(shortDay('2026-12-08'));
  });

  it('moves between months, never before this one, asking for each grid', async () => {
    const { fetchSpy } = await renderCalendar();
    const previous = screen.getByRole('button', { name: cal.previousMonth });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: cal.nextMonth }));
    expect(await screen.findByRole('grid', { name: cal.gridLabel(monthTitle('2026-12-01')) })).toBeTruthy();
    await waitFor(() => expect(fetchSpy.mock.calls.at(-1)?.[0]).toMatch(/from=2026-11-29&to=2027-01-10$/));
    await waitFor(() => expect(day(longDay('2026-12-03')).getAttribute('aria-label')).toBe(dayLabel('2026-12-03', 'unavailable')));
    fireEvent.click(screen.getByRole('button', { name: cal.previousMonth }));
    expect(await screen.findByRole('grid', { name: cal.gridLabel(monthTitle('2026-11-01')) })).toBeTruthy();
  });

  it('picks by keyboard: arrows move the one focusable day, PageDown changes month, Enter picks', async () => {
    await renderCalendar();
    const today = day(longDay('2026-11-24'));
    expect(today.tabIndex).toBe(0);
    act(() => today.focus());
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(startOf('2026-11-25')));
    expect(today.tabIndex).toBe(-1);
    // A button's Enter is its click.
    fireEvent.click(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(startOf('2026-12-02')));
    expect(screen.getByRole('grid', { name: cal.gridLabel(monthTitle('2026-12-01')) })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(startOf('2026-11-29')));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageUp' });
    await waitFor(() => expect(screen.getByRole('grid', { name: cal.gridLabel(monthTitle('2026-11-01')) })).toBeTruthy());
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(startOf('2026-10-29', '2026-11-29')));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(startOf('2026-12-05')));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(startOf('2026-12-03')));
    // Blocked: Enter does nothing; 27 November does.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(startOf('2026-11-26')));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(startOf('2026-11-27')));
    fireEvent.click(document.activeElement as HTMLElement);
    expect([summary(s.from), summary(s.to)]).toEqual([shortDay('2026-11-25'), shortDay('2026-11-27')]);
  });

  it('totals by unit: weeks rounded up, the hourly price, Negotiable', async () => {
    await renderCalendar({ price: '5000.00', priceUnit: 'week' });
    fireEvent.click(day(longDay('2026-11-24')));
    fireEvent.click(day(longDay('2026-11-27')));
    expect(summary(s.total)).toBe(`${rupees(5000)}${s.detail(1, 'week', rupees(5000))} (${s.days(3)})`);
  });

  it('says the hourly price is agreed with the owner', async () => {
    await renderCalendar({ price: '150.00', priceUnit: 'hour' });
    fireEvent.click(day(longDay('2026-11-24')));
    fireEvent.click(day(longDay('2026-11-27')));
    expect(summary(s.total)).toBe(`${s.hourly(rupees(150))}${s.days(3)}`);
  });

  it('says Negotiable without a price', async () => {
    await renderCalendar({ price: null, priceUnit: null, isNegotiable: true });
    fireEvent.click(day(longDay('2026-11-24')));
    fireEvent.click(day(longDay('2026-11-27')));
    expect(summary(s.total)).toBe(`${s.negotiable}${s.days(3)}`);
  });

  it("keeps the range within the listing's minimum rental and says so", async () => {
    await renderCalendar({ minRentalDuration: 3 });
    fireEvent.click(day(longDay('2026-11-24')));
    fireEvent.click(day(longDay('2026-11-25')));
    expect(screen.getByText(cal.refusals.tooShort(3))).toBeTruthy();
    expect([summary(s.from), summary(s.to)]).toEqual([shortDay('2026-11-24'), '—']);
  });

  it('shows the read-only calendar to the owner with Manage availability', async () => {
    const { item } = await renderCalendar({}, true);
    expect(day(longDay('2026-11-25')).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: cal.manage }).getAttribute('href')).toBe(`/item/${item.id}/availability`);
    expect(screen.queryByRole('button', { name: cal.requestBooking })).toBeNull();
  });
});

// The English layout users see (en-GB day names, "Sat, 28 Nov 2026"); Hindi has its own.
it.runIf(pageLocale === 'en')('names days the English way', () => {
  expect(dayLabel('2026-11-28', 'booked')).toBe('Saturday 28 November 2026, booked');
  expect(dayLabel('2026-12-03', 'outside')).toBe('Thursday 3 December 2026, not in this month');
  expect(shortDay('2026-11-25')).toBe('Wed, 25 Nov, 2026');
  expect(cal.gridLabel(monthTitle('2026-11-01'))).toBe('Booking calendar, November 2026');
  expect(`${rupees(5000)}${s.detail(1, 'week', rupees(5000))} (${s.days(3)})`).toBe('₹5,0001 week × ₹5,000 (3 days)');
});

describe('booking calendar offline', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the saved availability with its age', async () => {
    const item = makeItem();
    await db.availability.put({ ...answer(item.id), from: '2026-11-01', to: '2026-12-13', fetchedAt: NOW.getTime() - 12 * 60_000 });
    stubFetch(offline);
    await renderWithRouter(<BookingCalendar item={item} />, paths);
    expect(await screen.findByText(cal.offlineSaved(savedAgo(NOW.getTime() - 12 * 60_000)), {}, PATIENCE)).toBeTruthy();
    expect(day(longDay('2026-11-28')).getAttribute('aria-label')).toBe(dayLabel('2026-11-28', 'booked'));
    fireEvent.click(day(longDay('2026-11-25')));
    fireEvent.click(day(longDay('2026-11-27')));
    expect(screen.getByRole('link', { name: cal.requestBooking })).toBeTruthy();
  });

  it('says so when nothing was ever saved, and still shows past days', async () => {
    stubFetch(offline);
    await renderWithRouter(<BookingCalendar item={makeItem()} />, paths);
    expect(await screen.findByText(cal.offlineNever, {}, PATIENCE)).toBeTruthy();
    expect(day(longDay('2026-11-23')).getAttribute('aria-label')).toBe(dayLabel('2026-11-23', 'past'));
    expect(day(longDay('2026-11-25')).getAttribute('aria-disabled')).toBe('true');
  });
});
