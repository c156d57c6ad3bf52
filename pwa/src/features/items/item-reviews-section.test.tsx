import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemReview } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { dateFormat } from '@shared/intl-dates.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { ItemReviewsSection } from './item-reviews-section.tsx';
import { formatRelativeTime } from '@shared/intl-dates.ts';

const t = reviewMessages.itemReviews;

const ITEM = '01936f5e-7c2a-7b3e-9d41-000000000abc';
const item = { id: ITEM, averageRating: 4.5, reviewCount: 3 };

const review = (n: number, overrides: Partial<ItemReview> = {}): ItemReview => ({
  id: `01936f5e-7c2a-7b3e-9d41-e000000000${String(n).padStart(2, '0')}`,
  rating: 4,
  text: `Review number ${n}, camera was clean.`,
  reviewerName: `Renter ${n}`,
  reviewerAvatar: null,
  createdAt: `2026-11-${String(30 - n).padStart(2, '0')}T10:00:00.000Z`,
  ...overrides,
});

const listItems = async () => within(await screen.findByRole('list', { name: t.heading })).getAllByRole('listitem');
const names = (items: HTMLElement[]) => items.map((entry) => within(entry).getByRole('heading').textContent);

describe('ItemReviewsSection', () => {
  beforeEach(async () => {
    await db.itemReviews.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the reviews with stars, text, name and date, newest first, and keeps them on the device', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, [review(1, { rating: 5, reviewerName: 'Meera Nair' }), review(2, { text: null })]));
    render(<ItemReviewsSection item={item} />);
    const items = await listItems();
    expect(names(items)).toEqual(['Meera Nair', 'Renter 2']);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: listingMessages.reviews.ratedLabel(5) })).toBeTruthy();
    expect(within(first).getByText('Review number 1, camera was clean.')).toBeTruthy();
    expect(within(first).getByText(dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(new Date('2026-11-29T10:00:00.000Z')))).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText(/Review number/)).toBeNull();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(`/api/items/${ITEM}/reviews?limit=10`);
    expect((await db.itemReviews.toArray()).map((row) => row.itemId)).toEqual([ITEM, ITEM]);
    // The listing's average sits beside the heading.
    expect(screen.getByText(browseMessages.card.rating('4.5', 3))).toBeTruthy();
  });

  it('says "No reviews yet" when there are none', async () => {
    stubFetch(() => jsonResponse(200, []));
    render(<ItemReviewsSection item={{ id: ITEM, averageRating: null, reviewCount: 0 }} />);
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('pages with "Show more" by the X-Next-Cursor of the previous answer, until there is none', async () => {
    const fetchSpy = stubFetch((url) =>
      url.includes('cursor=page-2')
        ? jsonResponse(200, [review(3)])
        : new Response(JSON.stringify([review(1), review(2)]), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'page-2' } }),
    );
    render(<ItemReviewsSection item={item} />);
    expect(names(await listItems())).toEqual(['Renter 1', 'Renter 2']);
    fireEvent.click(screen.getByRole('button', { name: t.showMore }));
    await waitFor(async () => expect(names(await listItems())).toEqual(['Renter 1', 'Renter 2', 'Renter 3']));
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([`/api/items/${ITEM}/reviews?limit=10`, `/api/items/${ITEM}/reviews?limit=10&cursor=page-2`]);
    await waitFor(() => expect(screen.queryByRole('button', { name: t.showMore })).toBeNull());
  });

  it('a fresh first page replaces the kept reviews (one removed on the server goes)', async () => {
    await db.itemReviews.bulkPut([review(1), review(2)].map((kept) => ({ ...kept, itemId: ITEM, fetchedAt: 1 })));
    stubFetch(() => jsonResponse(200, [review(2)]));
    render(<ItemReviewsSection item={item} />);
    await waitFor(async () => expect(names(await listItems())).toEqual(['Renter 2']));
  });

  it('offline, shows the kept reviews with how old they are', async () => {
    await db.itemReviews.put({ ...review(1), itemId: ITEM, fetchedAt: Date.now() - 5 * 60_000 });
    stubFetch(offline);
    render(<ItemReviewsSection item={item} />);
    expect(names(await listItems())).toEqual(['Renter 1']);
    expect((await screen.findByRole('status')).textContent).toBe(browseMessages.offline.savedAgo(formatRelativeTime(new Date(0), new Date(5 * 60_000))));
  });

  it('offline with nothing kept, says they will come once back online', async () => {
    stubFetch(offline);
    render(<ItemReviewsSection item={item} />);
    expect(await screen.findByText(t.offline)).toBeTruthy();
  });

  it('a server error with nothing kept offers another try', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1 ? jsonResponse(500, { code: 'internal', message: 'Something went wrong on our side. Please try again.' }) : jsonResponse(200, [review(1)]);
    });
    render(<ItemReviewsSection item={item} />);
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(names(await listItems())).toEqual(['Renter 1']);
  });
});
