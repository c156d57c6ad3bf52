/**
 * Bookings by the hour wherever a booking shows (the Bookings tab's card, the conversation's card):
 * the day and time and the hours instead of check-in and check-out, hours × the hourly price, and a
 * status and actions read from the times (completed once the end time has passed, cancel until the
 * start time).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeBooking, OWNER_ID } from '@pwa/test/bookings.ts';
import { freshDevice, setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { BookingsTab } from './bookings-tab.tsx';
import { BookingThreadCard } from './booking-thread-card.tsx';

const b = bookingMessages;
const c = bookingMessages.card;
const owner = makeUser({ id: OWNER_ID, fullName: 'Priya Sharma' });
// Tuesday 24 November 2026, 12:00 in India.
const NOW = new Date('2026-11-24T06:30:00Z');
const at = (day: string, time: string) => `${day}T${time}:00+05:30`;

function byHour(title: string, day: string, from: string, until: string, hours: number, overrides: Partial<Booking> = {}): Booking {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return makeBooking({ itemTitle: title, price: '150.00', priceUnit: 'hour', status: 'accepted', startDate: day, endDate: next, days: 1, startsAt: at(day, from), endsAt: at(day, until), hours, ...overrides });
}

const upcoming = byHour('Studio room', '2026-11-25', '10:00', '13:00', 3);
const running = byHour('Projector', '2026-11-24', '11:00', '14:00', 3);
const ended = byHour('Drum kit', '2026-11-24', '08:00', '10:00', 2);

const card = (title: string) => screen.getByRole('article', { name: title });

describe('bookings by the hour on the cards', () => {
  beforeEach(async () => {
    await freshDevice(owner);
    await db.bookings.clear();
    await db.bookings.bulkPut([upcoming, running, ended].map((booking) => ({ ...booking, fetchedAt: Date.now() })));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    // Offline: the tab shows what the device holds.
    setOnline(false);
    stubFetch(() => jsonResponse(200, []));
  });
  afterEach(() => {
    vi.useRealTimers();
    stopOutbox();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('the Bookings tab shows the day and time, the hours and their total, and no check-in or check-out', async () => {
    await renderWithRouter(<BookingsTab user={owner} />);
    const studio = await screen.findByRole('article', { name: 'Studio room' });
    expect(within(studio).getByText(c.time)).toBeTruthy();
    expect(within(studio).getByText(b.hoursSpan(upcoming.startsAt ?? '', upcoming.endsAt ?? ''))).toBeTruthy();
    expect(studio.textContent).toContain(c.hours(3));
    expect(within(studio).getByText(formatRupees(450))).toBeTruthy();
    expect(within(studio).queryByText(c.checkIn)).toBeNull();
    expect(within(studio).queryByText(c.checkOut)).toBeNull();
  });

  it('reads the status and the actions from the times: cancel until the start, completed after the end', async () => {
    await renderWithRouter(<BookingsTab user={owner} />);
    const studio = await screen.findByRole('article', { name: 'Studio room' });
    expect(within(studio).getByText(b.status.accepted)).toBeTruthy();
    expect(within(studio).getByRole('button', { name: c.cancel })).toBeTruthy();
    // Started an hour ago, on today: accepted still, and too late to cancel.
    expect(within(card('Projector')).getByText(b.status.accepted)).toBeTruthy();
    expect(within(card('Projector')).queryByRole('button', { name: c.cancel })).toBeNull();
    // Ended at 10:00 today, though its end day is tomorrow: completed.
    expect(within(card('Drum kit')).getByText(b.status.completed)).toBeTruthy();
    expect(card('Drum kit').textContent).toContain(c.hours(2));
  });

  it("the conversation's card shows the day and time and the hours", async () => {
    await renderWithRouter(<BookingThreadCard bookingId={upcoming.id} accountId={owner.id} />, ['/dashboard']);
    const region = await screen.findByRole('region', { name: c.bookingLabel('Studio room') });
    expect(region.textContent).toContain(b.hoursSpan(upcoming.startsAt ?? '', upcoming.endsAt ?? ''));
    expect(region.textContent).toContain(c.hours(3));
    expect(within(region).getByRole('button', { name: c.cancel })).toBeTruthy();
  });
});
