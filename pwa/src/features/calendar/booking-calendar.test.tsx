import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ItemAvailability } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import BookingCalendar from './booking-calendar.tsx';

const paths = ['/contact/$id', '/item/$id/availability'];
// Tuesday 24 November 2026, noon in India.
const NOW = new Date('2026-11-24T06:30:00Z');
const answer = (itemId: string): ItemAvailability => ({
  itemId,
  booked: [{ start: '2026-11-28', end: '2026-11-30' }],
  blocked: [{ start: '2026-12-03', end: '2026-12-04' }],
  today: '2026-11-24',
});

// The first answer needs the lazy page and a Dexie write: on a loaded machine that can take over waitFor's 1 s default.
const PATIENCE = { timeout: 5000 };
const day = (name: string): HTMLElement => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const summary = (term: string): string => {
  const terms = screen.getAllByText(term, { selector: 'dt' });
  return terms[0]?.nextElementSibling?.textContent ?? '';
};

async function renderCalendar(overrides: Parameters<typeof makeItem>[0] = {}, readOnly = false) {
  const item = makeItem(overrides);
  const fetchSpy = stubFetch((url) => jsonResponse(200, answer(url.split('/')[3] ?? '')));
  const view = await renderWithRouter(<BookingCalendar item={item} readOnly={readOnly} />, paths);
  await waitFor(() => expect(day('Saturday 28 November 2026').getAttribute('aria-label')).toBe('Saturday 28 November 2026, booked'), PATIENCE);
  return { item, fetchSpy, ...view };
}

describe('booking calendar (spec §2, §4)', () => {
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
    const grid = screen.getByRole('grid', { name: 'Booking calendar, November 2026' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(day('Monday 23 November 2026').getAttribute('aria-label')).toBe('Monday 23 November 2026, past');
    expect(day('Tuesday 24 November 2026').getAttribute('aria-label')).toBe('Tuesday 24 November 2026, available');
    expect(day('Thursday 3 December 2026').getAttribute('aria-label')).toBe('Thursday 3 December 2026, not in this month');
    for (const word of ['Available', 'Booked', 'Selected', 'Unavailable']) expect(screen.getByText(word)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request Booking' }).hasAttribute('disabled')).toBe(true);
  });

  it('does not pick past or booked days, nor days of another month', async () => {
    await renderCalendar();
    for (const name of ['Monday 23 November 2026', 'Saturday 28 November 2026', 'Wednesday 2 December 2026']) {
      expect(day(name).getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(day(name));
    }
    expect(summary('From')).toBe('—');
  });

  it('picks a range per spec §4, restarts it, and Request Booking opens the booking request', async () => {
    const { item, router } = await renderCalendar();
    fireEvent.click(day('Wednesday 25 November 2026'));
    expect(summary('From')).toBe('Wed, 25 Nov, 2026');
    expect(screen.getByText('Now choose your return date.')).toBeTruthy();
    fireEvent.click(day('Friday 27 November 2026'));
    expect(summary('To')).toBe('Fri, 27 Nov, 2026');
    expect(summary('Total')).toBe('₹2,4002 days × ₹1,200');
    expect(day('Thursday 26 November 2026').closest('td')?.getAttribute('aria-selected')).toBe('true');
    const request = screen.getByRole('link', { name: 'Request Booking' });
    expect(request.getAttribute('href')).toBe(`/contact/${item.id}?intent=booking&start=2026-11-25&end=2026-11-27`);

    // A click after a full range restarts it.
    fireEvent.click(day('Thursday 26 November 2026'));
    expect([summary('From'), summary('To')]).toEqual(['Thu, 26 Nov, 2026', '—']);
    // A click on an earlier day restarts it too; on the same day as well.
    fireEvent.click(day('Wednesday 25 November 2026'));
    expect([summary('From'), summary('To')]).toEqual(['Wed, 25 Nov, 2026', '—']);
    fireEvent.click(day('Wednesday 25 November 2026'));
    expect([summary('From'), summary('To')]).toEqual(['Wed, 25 Nov, 2026', '—']);

    // The return day may be the first booked day.
    fireEvent.click(day('Saturday 28 November 2026'));
    expect(summary('To')).toBe('Sat, 28 Nov, 2026');
    fireEvent.click(screen.getByRole('link', { name: 'Request Booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contact/${item.id}`));
    expect(router.state.location.search).toEqual({ intent: 'booking', start: '2026-11-25', end: '2026-11-28' });
  });

  it('refuses a range across booked days, politely, and starts again from the click', async () => {
    await renderCalendar();
    fireEvent.click(day('Thursday 26 November 2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Booking calendar, December 2026' })).toBeTruthy());
    fireEvent.click(day('Tuesday 1 December 2026'));
    expect(screen.getByText(/those dates include days that are booked or unavailable/)).toBeTruthy();
    expect([summary('From'), summary('To')]).toEqual(['Tue, 1 Dec, 2026', '—']);
    expect(screen.getByRole('button', { name: 'Request Booking' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves between months, never before this one, asking for each grid', async () => {
    const { fetchSpy } = await renderCalendar();
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'Booking calendar, December 2026' })).toBeTruthy();
    await waitFor(() => expect(fetchSpy.mock.calls.at(-1)?.[0]).toMatch(/from=2026-11-29&to=2027-01-10$/));
    await waitFor(() => expect(day('Thursday 3 December 2026').getAttribute('aria-label')).toBe('Thursday 3 December 2026, unavailable'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'Booking calendar, November 2026' })).toBeTruthy();
  });

  it('picks by keyboard: arrows move the one focusable day, PageDown changes month, Enter picks', async () => {
    await renderCalendar();
    const today = day('Tuesday 24 November 2026');
    expect(today.tabIndex).toBe(0);
    act(() => today.focus());
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Wednesday 25 November 2026/));
    expect(today.tabIndex).toBe(-1);
    // A button's Enter is its click.
    fireEvent.click(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Wednesday 2 December 2026/));
    expect(screen.getByRole('grid', { name: 'Booking calendar, December 2026' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sunday 29 November 2026/));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageUp' });
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Booking calendar, November 2026' })).toBeTruthy());
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Thursday 29 October 2026|^Sunday 29 November 2026/));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Saturday 5 December 2026/));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Thursday 3 December 2026/));
    // Blocked: Enter does nothing; 27 November does.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Thursday 26 November 2026/));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Friday 27 November 2026/));
    fireEvent.click(document.activeElement as HTMLElement);
    expect([summary('From'), summary('To')]).toEqual(['Wed, 25 Nov, 2026', 'Fri, 27 Nov, 2026']);
  });

  it('totals by unit: weeks rounded up, the hourly price, Negotiable', async () => {
    await renderCalendar({ price: '5000.00', priceUnit: 'week' });
    fireEvent.click(day('Tuesday 24 November 2026'));
    fireEvent.click(day('Friday 27 November 2026'));
    expect(summary('Total')).toBe('₹5,0001 week × ₹5,000 (3 days)');
  });

  it('says the hourly price is agreed with the owner', async () => {
    await renderCalendar({ price: '150.00', priceUnit: 'hour' });
    fireEvent.click(day('Tuesday 24 November 2026'));
    fireEvent.click(day('Friday 27 November 2026'));
    expect(summary('Total')).toBe('₹150 per hour, hours agreed with the owner3 days');
  });

  it('says Negotiable without a price', async () => {
    await renderCalendar({ price: null, priceUnit: null, isNegotiable: true });
    fireEvent.click(day('Tuesday 24 November 2026'));
    fireEvent.click(day('Friday 27 November 2026'));
    expect(summary('Total')).toBe('Negotiable3 days');
  });

  it("keeps the range within the listing's minimum rental and says so", async () => {
    await renderCalendar({ minRentalDuration: 3 });
    fireEvent.click(day('Tuesday 24 November 2026'));
    fireEvent.click(day('Wednesday 25 November 2026'));
    expect(screen.getByText('This listing is rented for at least 3 days. Please choose a later return date.')).toBeTruthy();
    expect([summary('From'), summary('To')]).toEqual(['Tue, 24 Nov, 2026', '—']);
  });

  it('shows the read-only calendar to the owner with Manage availability', async () => {
    const { item } = await renderCalendar({}, true);
    expect(day('Wednesday 25 November 2026').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Manage availability' }).getAttribute('href')).toBe(`/item/${item.id}/availability`);
    expect(screen.queryByRole('button', { name: 'Request Booking' })).toBeNull();
  });
});

describe('booking calendar offline (DESIGN.md §7)', () => {
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
    expect(await screen.findByText('You are offline. These days are as they were 12 min ago.', {}, PATIENCE)).toBeTruthy();
    expect(day('Saturday 28 November 2026').getAttribute('aria-label')).toBe('Saturday 28 November 2026, booked');
    fireEvent.click(day('Wednesday 25 November 2026'));
    fireEvent.click(day('Friday 27 November 2026'));
    expect(screen.getByRole('link', { name: 'Request Booking' })).toBeTruthy();
  });

  it('says so when nothing was ever saved, and still shows past days', async () => {
    stubFetch(offline);
    await renderWithRouter(<BookingCalendar item={makeItem()} />, paths);
    expect(await screen.findByText(/availability is not saved on this device yet/, {}, PATIENCE)).toBeTruthy();
    expect(day('Monday 23 November 2026').getAttribute('aria-label')).toBe('Monday 23 November 2026, past');
    expect(day('Wednesday 25 November 2026').getAttribute('aria-disabled')).toBe('true');
  });
});
