import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ItemAvailability } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { calendarMessages as cal } from '@shared/messages/calendar.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { makeItem } from '@pwa/test/items.ts';
import { makeUser } from '@pwa/test/users.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { AvailabilityPage } from './availability-page.tsx';
import { longDay, monthTitle } from '@pwa/features/calendar/calendar-days.ts';
import { dayLabel } from '@pwa/features/calendar/day-label.ts';
import type { showToast } from '@pwa/ui/toast.ts';

const toasts = vi.hoisted(() => ({ showToast: vi.fn<typeof showToast>() }));
vi.mock('@pwa/ui/toast.ts', () => toasts);

const paths = ['/item/$id', '/item/$id/availability'];
const NOW = new Date('2026-11-24T06:30:00Z');
const owner = makeUser();
const item = makeItem({ ownerId: owner.id, title: 'Canon EOS 200D' });
const FEED = 'https://kiraya.example/api/calendar/secret-1.ics';

interface Server {
  blocked: { start: string; end: string }[];
  bookedHours?: ItemAvailability['bookedHours'];
  puts: unknown[];
  conflict: boolean;
}

function stubServer(server: Server) {
  return stubFetch((url, init) => {
    const path = url.split('?')[0];
    const availability = (): ItemAvailability => ({
      itemId: item.id,
      booked: [{ start: '2026-11-28', end: '2026-11-30' }],
      blocked: server.blocked,
      bookedHours: server.bookedHours ?? [],
      today: '2026-11-24',
    });
    if (path === `/api/items/${item.id}`) return jsonResponse(200, item);
    if (path === `/api/items/${item.id}/availability`) return jsonResponse(200, availability());
    if (path === `/api/items/${item.id}/blocked-dates` && init.method === 'PUT') {
      const body: unknown = JSON.parse(String(init.body));
      server.puts.push(body);
      if (server.conflict) return jsonResponse(409, { code: 'booking-conflict', message: 'Some of these days are already booked.' });
      server.blocked = (body as { ranges: Server['blocked'] }).ranges;
      return jsonResponse(200, availability());
    }
    if (path === `/api/items/${item.id}/calendar-feed`) return jsonResponse(200, { url: FEED });
    if (path === `/api/items/${item.id}/calendar-feed/reset` && init.method === 'POST')
      return jsonResponse(200, { url: FEED.replace('secret-1', 'secret-2') });
    return jsonResponse(404, { code: 'not-found', message: 'Not found' });
  });
}

// The first answer needs the lazy page and a Dexie write: on a loaded machine that can take over waitFor's 1 s default.
const PATIENCE = { timeout: 5000 };
const day = (name: string): HTMLElement => screen.getByRole('button', { name: (label) => label.startsWith(name) });

describe("owner's availability page", () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('tells anyone else only the owner can manage it', async () => {
    stubServer({ blocked: [], puts: [], conflict: false });
    await renderWithRouter(<AvailabilityPage itemId={item.id} user={makeUser({ id: '01936f5e-7c2a-7b3e-9d41-0000000000ff' })} />, paths);
    expect(await screen.findByRole('heading', { name: cal.owner.onlyOwner }, PATIENCE)).toBeTruthy();
  });

  it('blocks picked days, unblocks a tapped range and saves every range', async () => {
    const server: Server = { blocked: [{ start: '2026-12-20', end: '2026-12-22' }], puts: [], conflict: false };
    const fetchSpy = stubServer(server);
    await renderWithRouter(<AvailabilityPage itemId={item.id} user={owner} />, paths);
    await waitFor(() => expect(day(longDay('2026-11-28')).getAttribute('aria-label')).toBe(dayLabel('2026-11-28', 'booked')), PATIENCE);
    // The whole span the PUT replaces, from today on.
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith('availability?from=2026-11-24&to=2027-12-29'))).toBe(true);
    expect(day(longDay('2026-11-28')).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(day(longDay('2026-11-25')));
    expect(screen.getByText(cal.owner.pickEnd)).toBeTruthy();
    fireEvent.click(day(longDay('2026-11-26')));
    expect(day(longDay('2026-11-26')).getAttribute('aria-label')).toBe(dayLabel('2026-11-26', 'blocked-draft'));
    // Across the booking: refused.
    fireEvent.click(day(longDay('2026-11-27')));
    fireEvent.click(screen.getByRole('button', { name: cal.nextMonth }));
    await screen.findByRole('grid', { name: cal.gridLabel(monthTitle('2026-12-01')) });
    fireEvent.click(day(longDay('2026-12-01')));
    expect(screen.getByRole('alert').textContent).toBe(cal.owner.coversBooked);
    // A single day: first and last tap on it.
    fireEvent.click(day(longDay('2026-12-04')));
    fireEvent.click(day(longDay('2026-12-04')));
    // Tapping a blocked day unblocks its range.
    fireEvent.click(day(longDay('2026-12-20')));
    expect(day(longDay('2026-12-20')).getAttribute('aria-label')).toBe(dayLabel('2026-12-20', 'available'));

    const list = screen.getByRole('list', { name: cal.owner.blockedList });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: cal.owner.save }));
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toEqual({
      ranges: [
        { start: '2026-11-25', end: '2026-11-27' },
        { start: '2026-12-04', end: '2026-12-05' },
      ],
    });
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', cal.owner.saved));
    expect((await db.availability.get(item.id))?.blocked).toEqual(server.blocked);
    // Two months of day buttons found by name, many times over: slow on a loaded 2-core machine.
  }, 20_000);

  it('lists the bookings by the hour still to come, and their days cannot be blocked', async () => {
    const span = (day: string, from: string, until: string) => ({ startsAt: `${day}T${from}:00+05:30`, endsAt: `${day}T${until}:00+05:30` });
    const bookedHours = [span('2026-11-26', '10:00', '13:00'), span('2026-11-24', '09:00', '11:00'), span('2026-11-30', '18:00', '24:00')];
    stubServer({ blocked: [], bookedHours, puts: [], conflict: false });
    await renderWithRouter(<AvailabilityPage itemId={item.id} user={owner} />, paths);
    const list = await screen.findByRole('list', { name: cal.hours.bookedList }, PATIENCE);
    // Soonest first; the one that ended this morning is not listed.
    expect(within(list).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      bookingMessages.hoursSpan('2026-11-26T10:00:00+05:30', '2026-11-26T13:00:00+05:30'),
      bookingMessages.hoursSpan('2026-11-30T18:00:00+05:30', '2026-12-01T00:00:00+05:30'),
    ]);
    expect(day(longDay('2026-11-26')).getAttribute('aria-label')).toBe(dayLabel('2026-11-26', 'booked'));
    fireEvent.click(day(longDay('2026-11-25')));
    fireEvent.click(day(longDay('2026-11-27')));
    expect(screen.getByRole('alert').textContent).toBe(cal.owner.coversBooked);
  });

  it("shows the server's refusal when saving", async () => {
    stubServer({ blocked: [], puts: [], conflict: true });
    await renderWithRouter(<AvailabilityPage itemId={item.id} user={owner} />, paths);
    await waitFor(() => expect(day(longDay('2026-11-28')).getAttribute('aria-label')).toBe(dayLabel('2026-11-28', 'booked')), PATIENCE);
    fireEvent.click(day(longDay('2026-11-25')));
    fireEvent.click(day(longDay('2026-11-25')));
    fireEvent.click(screen.getByRole('button', { name: cal.owner.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorText({ code: 'booking-conflict', message: 'Some of these days are already booked.' }));
  });

  it('shows the calendar feed with Copy link, webcal:// Add to calendar, and Reset link after confirming', async () => {
    stubServer({ blocked: [], puts: [], conflict: false });
    const writeText = vi.fn<Clipboard['writeText']>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithRouter(<AvailabilityPage itemId={item.id} user={owner} />, paths);
    const address = await screen.findByRole<HTMLInputElement>('textbox', { name: cal.feed.address }, PATIENCE);
    expect(address.value).toBe(FEED);
    expect(screen.getByRole('link', { name: cal.feed.add }).getAttribute('href')).toBe('webcal://kiraya.example/api/calendar/secret-1.ics');
    fireEvent.click(screen.getByRole('button', { name: cal.feed.copy }));
    expect(writeText).toHaveBeenCalledWith(FEED);
    fireEvent.click(screen.getByRole('button', { name: cal.feed.reset }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(cal.feed.confirm.text)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: cal.feed.confirm.confirm }));
    await waitFor(() => expect(address.value).toBe(FEED.replace('secret-1', 'secret-2')));
  });
});
