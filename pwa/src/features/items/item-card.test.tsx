import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { formatRupees } from '@shared/intl.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { ItemCard } from './item-card.tsx';

const t = browseMessages.card;

const paths = ['/item/$id'];
const noPhoneOwner = { fullName: null, profileImageUrl: null, phone: null, isVerified: false, averageRating: null, reviewCount: 0 };

describe('item card', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every fallback and the real rating state', async () => {
    const item = makeItem({ title: '', location: null, ownerName: null, owner: noPhoneOwner, imageUrls: [], price: null, priceUnit: null });
    await renderWithRouter(<ItemCard item={item} />, paths);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: t.untitled }).getAttribute('href')).toBe(`/item/${item.id}`);
    expect(within(card).getByText(t.noLocation)).toBeTruthy();
    expect(within(card).getByText(t.anonymous)).toBeTruthy();
    expect(within(card).getByText(t.negotiable)).toBeTruthy();
    expect(within(card).getByText(t.noReviews)).toBeTruthy();
    expect(card.querySelector('img')).toBeNull(); // the inline placeholder, not a download
    expect(card.querySelector('svg[aria-hidden]')).toBeTruthy();
  });

  it('shows the photo, the rupee price per unit, availability and the rating', async () => {
    const item = makeItem({ price: '2500', priceUnit: 'week', availability: 'rented', averageRating: 4.5, reviewCount: 2 });
    await renderWithRouter(<ItemCard item={item} />, paths);
    const card = await screen.findByRole('article');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/demo/bikes-1.webp');
    expect(card.textContent).toContain(formatRupees(2500));
    expect(card.textContent).toContain(listingMessages.priceUnits.week);
    expect(within(card).getByText(t.availability.rented)).toBeTruthy();
    expect(within(card).getByText(t.rating('4.5', 2))).toBeTruthy();
    expect(card.textContent).not.toContain(t.noReviews);
  });

  it('carries the Featured badge only on a featured listing', async () => {
    await renderWithRouter(
      <>
        <ItemCard item={makeItem({ title: 'Featured one', isFeatured: true })} />
        <ItemCard item={makeItem({ title: 'Plain one', isFeatured: false })} />
      </>,
      paths,
    );
    const [featured, plain] = await screen.findAllByRole('article');
    if (!featured || !plain) throw new Error('two cards expected');
    expect(within(featured).getByText(t.featured)).toBeTruthy();
    expect(within(plain).queryByText(t.featured)).toBeNull();
  });

  it('shows the verified tick beside the owner only when the owner is verified', async () => {
    const verified = makeItem({ owner: { ...noPhoneOwner, fullName: 'Priya Sharma', isVerified: true } });
    const unverified = makeItem({ ownerName: 'Ravi Kumar', owner: { ...noPhoneOwner, fullName: 'Ravi Kumar', isVerified: false } });
    await renderWithRouter(
      <>
        <ItemCard item={verified} />
        <ItemCard item={unverified} />
      </>,
      paths,
    );
    const [verifiedCard, unverifiedCard] = await screen.findAllByRole('article');
    if (!verifiedCard || !unverifiedCard) throw new Error('two cards expected');
    expect(within(verifiedCard).getByRole('img', { name: browseMessages.item.verified })).toBeTruthy();
    expect(within(unverifiedCard).queryByRole('img', { name: browseMessages.item.verified })).toBeNull();
  });

  it('calls the owner by tel: when there is a phone', async () => {
    await renderWithRouter(<ItemCard item={makeItem({ contactPhone: '+91 98765 43210' })} />, paths);
    const call = await screen.findByRole('link', { name: t.callOwner('Priya Sharma') });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
  });

  it('shows the call unavailable without a phone, and explains in an alert dialog on a tap', async () => {
    const item = makeItem({ contactPhone: null, ownerName: 'Ravi Kumar', owner: noPhoneOwner });
    await renderWithRouter(<ItemCard item={item} />, paths);
    expect(screen.queryByRole('link', { name: t.callOwner('Ravi Kumar') })).toBeNull();
    const call = await screen.findByRole('button', { name: t.callUnavailable('Ravi Kumar') });
    expect(call.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(call);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(t.noPhone('Ravi Kumar'));
    fireEvent.click(within(alert).getByRole('button', { name: t.ok }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('adds a View Details button to search results', async () => {
    const item = makeItem();
    await renderWithRouter(<ItemCard item={item} showDetailsButton />, paths);
    expect((await screen.findByRole('link', { name: t.viewDetails })).getAttribute('href')).toBe(`/item/${item.id}`);
  });
});

describe('opening a listing from its card', () => {
  it('dims the card for the paint that answers the tap, then opens the item page', async () => {
    const item = makeItem({ title: 'Tabla set' });
    const { router } = await renderWithRouter(<ItemCard item={item} />, paths);
    const card = await screen.findByRole('article');
    // No frame is painted until the test says so: the tap's answer comes before the navigation.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    fireEvent.click(within(card).getByRole('link', { name: 'Tabla set' }));
    expect(card.hasAttribute('data-opening')).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/item/${item.id}`));
  });

  it('leaves a click with a modifier key to the browser (a new tab or window)', async () => {
    const item = makeItem({ title: 'Tabla set' });
    const { router } = await renderWithRouter(<ItemCard item={item} />, paths);
    const card = await screen.findByRole('article');
    const link = within(card).getByRole('link', { name: 'Tabla set' });
    // The default is not prevented (the card's handler prevents it before it schedules the page): the
    // browser opens the link's address itself, and this page stays as it is.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(card.hasAttribute('data-opening')).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
