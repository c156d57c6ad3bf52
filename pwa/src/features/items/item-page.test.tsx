import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { deleteOf, queue } from '@pwa/test/outbox-fixtures.ts';
import { makeItem } from '@pwa/test/items.ts';
import { makeUser } from '@pwa/test/users.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { formatRupees } from '@shared/intl.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { ItemPage } from './item-page.tsx';
import { formatRelativeTime } from '@shared/intl-dates.ts';
import { categoryName } from '@shared/messages/categories.ts';

const t = browseMessages.item;
const savedHalfAnHourAgo = browseMessages.offline.savedAgo(formatRelativeTime(new Date(0), new Date(30 * 60_000)));

// The booking calendar under the contact buttons has its own tests (features/calendar) and its own
// call; here it would only add a lazy chunk and that call to every test of the page around it.
// Each stands in as a word saying which of the two the page chose.
vi.mock('@pwa/features/calendar/index.ts', () => ({ BookingCalendar: () => 'day calendar', HourBooking: () => 'hour picker', CalendarSpace: () => null }));

const paths = ['/item/$id', '/category/$slug', '/contact/$id', '/edit-listing/$id', '/messages'];

function serveItem(item: ReturnType<typeof makeItem> | null, similar: unknown[] = []) {
  return stubFetch((url, init) => {
    if (init.method === 'POST') return new Response(null, { status: 204 });
    if (url.includes('/similar')) return jsonResponse(200, similar);
    if (url.includes('/reviews')) return jsonResponse(200, []);
    return item ? jsonResponse(200, item) : jsonResponse(404, { message: 'Item not found', code: 'not-found' });
  });
}

/** The views the page recorded for `id` (POST /api/items/{id}/view). */
const viewsOf = (fetchSpy: ReturnType<typeof serveItem>, id: string) =>
  fetchSpy.mock.calls.filter(([url, init]) => url === `/api/items/${id}/view` && init?.method === 'POST');

describe('item page', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => vi.restoreAllMocks());

  it('says "Loading item details..." first, then shows the item and records one view', async () => {
    const item = makeItem({ title: 'Canon EOS 200D', price: '1200', priceUnit: 'day' });
    const fetchSpy = serveItem(item);
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    expect(screen.getByText(t.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Canon EOS 200D' })).toBeTruthy();
    expect(document.body.textContent).toContain(`${formatRupees(1200)} ${listingMessages.priceUnits.day}`);
    expect(screen.getByRole('link', { name: categoryName({ slug: 'bikes', name: 'Bikes' }) }).getAttribute('href')).toBe('/category/bikes');
    await waitFor(() => expect(viewsOf(fetchSpy, item.id)).toHaveLength(1));
  });

  it('offers the hour picker for a listing priced per hour, the day calendar otherwise', async () => {
    const hourly = makeItem({ title: 'Studio room', price: '150', priceUnit: 'hour' });
    serveItem(hourly);
    const { unmount } = await renderWithRouter(<ItemPage id={hourly.id} />, paths);
    expect(await screen.findByText('hour picker')).toBeTruthy();
    expect(screen.queryByText('day calendar')).toBeNull();
    unmount();
    const daily = makeItem({ title: 'Tent', price: '500', priceUnit: 'day' });
    serveItem(daily);
    await renderWithRouter(<ItemPage id={daily.id} />, paths);
    expect(await screen.findByText('day calendar')).toBeTruthy();
    expect(screen.queryByText('hour picker')).toBeNull();
  });

  it('offers WhatsApp, Call Owner and Message Owner, and records each click without waiting for it', async () => {
    const item = makeItem({ contactPhone: '+919876543210', title: 'Royal Enfield' });
    const fetchSpy = serveItem(item);
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    const whatsApp = await screen.findByRole('link', { name: t.whatsApp });
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    const call = screen.getByRole('link', { name: t.callOwner });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
    const message = screen.getByRole('link', { name: t.messageOwner });
    expect(message.getAttribute('href')).toBe(`/contact/${item.id}`);
    expect(screen.queryByText(t.noPhone)).toBeNull();

    // jsdom does not follow tel: links; the click handler is what is under test.
    call.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(call);
    const recorded = fetchSpy.mock.calls.filter(([url]) => url === '/api/contact-interactions');
    expect(recorded).toHaveLength(1);
    const init = recorded[0]![1]!;
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual({ itemId: item.id, ownerId: item.ownerId, interactionType: 'call', contactMethod: 'phone' });
  });

  it('without a phone, points at messaging and says why the phone buttons do nothing', async () => {
    const item = makeItem({ contactPhone: null, isNegotiable: true, owner: { fullName: 'Demo User', profileImageUrl: null, phone: null, isVerified: false, averageRating: null, reviewCount: 0 } });
    serveItem(item);
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    expect(await screen.findByText(t.noPhone)).toBeTruthy();
    expect(screen.queryByRole('link', { name: t.callOwner })).toBeNull();
    expect(screen.getByRole('button', { name: t.callOwner }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: t.messageOwner })).toBeTruthy();
    expect(screen.getByText(browseMessages.card.negotiable)).toBeTruthy();
    const owner = screen.getByRole('region', { name: t.ownerHeading });
    expect(within(owner).getByText(t.ownerFallback)).toBeTruthy();
    expect(within(owner).queryByRole('img', { name: t.verified })).toBeNull();
    expect(within(owner).getByText(reviewMessages.owner.none)).toBeTruthy();
  });

  it("shows the owner's real rating on the owner card, the listing's on its line, and the Reviews section", async () => {
    const item = makeItem({
      averageRating: 4,
      reviewCount: 1,
      owner: { fullName: 'Priya Sharma', profileImageUrl: null, phone: null, isVerified: true, averageRating: 4.6, reviewCount: 12 },
    });
    serveItem(item);
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    const owner = await screen.findByRole('region', { name: t.ownerHeading });
    expect(within(owner).getByText(reviewMessages.owner.label('4.6', 12))).toBeTruthy();
    expect(within(owner).getByText(reviewMessages.owner.count(12))).toBeTruthy();
    expect(screen.getByText(browseMessages.card.rating('4.0', 1))).toBeTruthy();
    // Drawn after the first screen's part of the page (AfterFirstScreen): on a slow machine, a moment later.
    const reviews = await screen.findByRole('region', { name: reviewMessages.itemReviews.heading });
    expect(await within(reviews).findByText(reviewMessages.itemReviews.empty)).toBeTruthy();
  });

  it("shows the owner 'This is your listing' with Edit instead of the contact buttons", async () => {
    const item = makeItem({ contactPhone: '+919876543210' });
    const owner = makeUser({ id: item.ownerId });
    await db.session.put({ key: 'current', user: owner, fetchedAt: Date.now() });
    stubFetch((url, init) => {
      if (init.method === 'POST') return new Response(null, { status: 204 });
      if (url === '/api/auth/user') return jsonResponse(200, owner);
      return jsonResponse(200, url.includes('/similar') ? [] : item);
    });
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    expect(await screen.findByRole('heading', { name: t.ownListing })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.editListing }).getAttribute('href')).toBe(`/edit-listing/${item.id}`);
    expect(screen.queryByRole('link', { name: t.messageOwner })).toBeNull();
    expect(screen.queryByRole('link', { name: t.whatsApp })).toBeNull();
  });

  it('holds three placeholders for Similar Listings while they load', async () => {
    const item = makeItem();
    stubFetch((url) => (url.includes('/similar') ? new Promise<Response>(() => undefined) : jsonResponse(200, item)));
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    const similar = await screen.findByRole('region', { name: t.similarTitle });
    expect(similar.querySelectorAll('li')).toHaveLength(3);
    expect(within(similar).getByRole('status')).toBeTruthy();
  });

  it('shows the empty texts of Similar Listings', async () => {
    const item = makeItem();
    serveItem(item, []);
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    expect(await screen.findByText(t.similarEmpty)).toBeTruthy();
    expect(screen.getByText(t.similarEmptyText)).toBeTruthy();
  });

  it('shows similar listings but never the item itself', async () => {
    const item = makeItem({ title: 'This one' });
    serveItem(item, [item, makeItem({ title: 'Another bike' })]);
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    const similar = await screen.findByRole('region', { name: t.similarTitle });
    expect(await within(similar).findByText('Another bike')).toBeTruthy();
    expect(within(similar).queryByText('This one')).toBeNull();
  });

  it('says "Item not found" with a way home, and forgets a cached copy', async () => {
    const item = makeItem();
    await db.items.put({ ...item, fetchedAt: Date.now() });
    const fetchSpy = serveItem(null);
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    expect(await screen.findByRole('heading', { name: t.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome }).getAttribute('href')).toBe('/');
    expect(await db.items.get(item.id)).toBeUndefined();
    // The device's copy showed first, but the listing is gone: no view is counted for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewsOf(fetchSpy, item.id)).toEqual([]);
  });

  it('keeps showing a listing made on this device that the server has not received yet', async () => {
    const item = makeItem({ title: 'Made offline' });
    await db.items.put({ ...item, fetchedAt: Date.now() });
    await queue(deleteOf(item.id));
    const fetchSpy = serveItem(null);
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    expect(await screen.findByRole('heading', { level: 1, name: 'Made offline' })).toBeTruthy();
    expect(await db.items.get(item.id)).toBeDefined();
    expect(screen.queryByText(t.notFound)).toBeNull();
    // The server has not received it: a view would be refused as "not found".
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url]) => url === `/api/items/${item.id}`)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewsOf(fetchSpy, item.id)).toEqual([]);
  });

  it('refreshes by itself when the connection comes back, dropping its offline note', async () => {
    const item = makeItem({ title: 'Saved earlier' });
    await db.items.put({ ...item, fetchedAt: Date.now() - 30 * 60_000 });
    let online = false;
    stubFetch((url, init) => {
      if (!online) return offline(url, init);
      if (init.method === 'POST') return new Response(null, { status: 204 });
      if (url.includes('/similar')) return jsonResponse(200, []);
      return jsonResponse(200, { ...item, title: 'Updated while away' });
    });
    await renderWithRouter(<ItemPage id={item.id} />, paths);
    expect(await screen.findByText(savedHalfAnHourAgo)).toBeTruthy();

    online = true;
    fireEvent(window, new Event('online'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Updated while away' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(savedHalfAnHourAgo)).toBeNull());
  });
});
