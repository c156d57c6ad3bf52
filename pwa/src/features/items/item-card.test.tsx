import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { ItemCard } from './item-card.tsx';

const paths = ['/item/$id'];
const noPhoneOwner = { fullName: null, profileImageUrl: null, phone: null, isVerified: false, averageRating: null, reviewCount: 0 };

describe('item card (spec §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every fallback and the real rating state', async () => {
    const item = makeItem({ title: '', location: null, ownerName: null, owner: noPhoneOwner, imageUrls: [], price: null, priceUnit: null });
    await renderWithRouter(<ItemCard item={item} />, paths);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Untitled Item' }).getAttribute('href')).toBe(`/item/${item.id}`);
    expect(within(card).getByText('Location not specified')).toBeTruthy();
    expect(within(card).getByText('Anonymous')).toBeTruthy();
    expect(within(card).getByText('Price Negotiable')).toBeTruthy();
    expect(within(card).getByText('No reviews yet')).toBeTruthy();
    expect(card.querySelector('img')).toBeNull(); // the inline placeholder, not a download
    expect(card.querySelector('svg[aria-hidden]')).toBeTruthy();
  });

  it('shows the photo, the rupee price per unit, availability and the rating', async () => {
    const item = makeItem({ price: '2500', priceUnit: 'week', availability: 'rented', averageRating: 4.5, reviewCount: 2 });
    await renderWithRouter(<ItemCard item={item} />, paths);
    const card = await screen.findByRole('article');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/demo/bikes-1.webp');
    expect(card.textContent).toContain('₹2,500');
    expect(card.textContent).toContain('Per Week');
    expect(within(card).getByText('Rented')).toBeTruthy();
    expect(within(card).getByText('Rated 4.5 out of 5 from 2 reviews')).toBeTruthy();
    expect(card.textContent).not.toContain('No reviews yet');
  });

  it('shows the verified tick beside the owner only when the owner is verified (issue 13)', async () => {
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
    expect(within(verifiedCard).getByRole('img', { name: 'Verified owner' })).toBeTruthy();
    expect(within(unverifiedCard).queryByRole('img', { name: 'Verified owner' })).toBeNull();
  });

  it('calls the owner by tel: when there is a phone', async () => {
    await renderWithRouter(<ItemCard item={makeItem({ contactPhone: '+91 98765 43210' })} />, paths);
    const call = await screen.findByRole('link', { name: 'Call Priya Sharma' });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
  });

  it('shows the call unavailable without a phone, and explains in an alert dialog on a tap', async () => {
    const item = makeItem({ contactPhone: null, ownerName: 'Ravi Kumar', owner: noPhoneOwner });
    await renderWithRouter(<ItemCard item={item} />, paths);
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    const call = await screen.findByRole('button', { name: 'Call Ravi Kumar: no phone number' });
    expect(call.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(call);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Contact information not available. Please use the messaging system to reach Ravi Kumar.');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('adds a View Details button to search results', async () => {
    const item = makeItem();
    await renderWithRouter(<ItemCard item={item} showDetailsButton />, paths);
    expect((await screen.findByRole('link', { name: 'View Details' })).getAttribute('href')).toBe(`/item/${item.id}`);
  });
});
