import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item, UserStats } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { ownerListKey, storeItemList } from '@pwa/lib/item-cache.ts';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { makeItem } from '../listings/make-item.test-support.ts';
import { DashboardPage } from './dashboard-page.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn() }));

const user = makeUser();
const bike = makeItem({ id: '0193a1b2-1111-7000-8000-00000000bbbb', title: 'Honda Activa 6G', price: '450.00', viewCount: 30, imageUrls: [] });
const camera = makeItem({ availability: 'rented', isAvailable: false });
const room = makeItem({ id: '0193a1b2-1111-7000-8000-00000000cccc', title: 'Room near Hinjewadi', availability: 'unavailable', isNegotiable: true, price: null, priceUnit: null });
const noReviews: UserStats = { totalListings: 3, totalViews: 54, averageRating: null, reviewCount: 0 };

function serve(items: Item[], stats: UserStats, options: { onDelete?: () => Response } = {}) {
  let current = items;
  return stubFetch((url, init) => {
    if (init.method === 'DELETE') {
      const answer = options.onDelete?.() ?? new Response(null, { status: 204 });
      if (answer.status === 204) current = current.filter((item) => !url.endsWith(item.id));
      return answer;
    }
    if (url === `/api/users/${user.id}/items`) return jsonResponse(200, current);
    if (url === `/api/users/${user.id}/stats`) return jsonResponse(200, stats);
    if (url === `/api/users/${user.id}/booking-counts`) return jsonResponse(200, { [camera.id]: 2 });
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('DashboardPage', () => {
  beforeEach(async () => {
    await db.itemLists.clear();
    await db.items.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showToast).mockClear();
  });

  it('shows the stats with "No reviews yet", and each listing with price, status, views and booking requests', async () => {
    serve([bike, camera, room], noReviews);
    await renderWithRouter(<DashboardPage user={user} />, ['/item/$id', '/item/$id/edit', '/create-listing']);
    await screen.findByRole('article', { name: 'Honda Activa 6G' });
    const stats = screen.getByRole('region', { name: 'Your statistics' });
    expect(within(stats).getByText('Total Listings').nextSibling?.textContent).toBe('3');
    expect(within(stats).getByText('Total Views').nextSibling?.textContent).toBe('54');
    expect(within(stats).getByText('No reviews yet')).toBeTruthy();

    expect(within(card('Honda Activa 6G')).getByText('₹450 / day')).toBeTruthy();
    expect(within(card('Honda Activa 6G')).getByText('Active')).toBeTruthy();
    expect(within(card('Honda Activa 6G')).getByText('0 booking requests')).toBeTruthy();
    expect(within(card(camera.title)).getByText('Rented')).toBeTruthy();
    expect(within(card(camera.title)).getByText('2 booking requests')).toBeTruthy();
    expect(within(card('Room near Hinjewadi')).getByText('Inactive')).toBeTruthy();
    expect(within(card('Room near Hinjewadi')).getByText('Price Negotiable')).toBeTruthy();
    expect(within(card('Honda Activa 6G')).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/item/${bike.id}`);
    expect(within(card('Honda Activa 6G')).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/item/${bike.id}/edit`);
  });

  it('shows the avatar (initials, or the picture) that opens the picture dialog, and links to Edit Profile', async () => {
    serve([], noReviews);
    const { unmount } = await renderWithRouter(<DashboardPage user={user} />, ['/profile/edit']);
    const avatar = await screen.findByRole('button', { name: 'Change profile picture' });
    expect(avatar.textContent).toBe('PS');
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile/edit');
    fireEvent.click(avatar);
    expect(await screen.findByRole('dialog', { name: 'Profile Picture' })).toBeTruthy();
    unmount();

    await renderWithRouter(<DashboardPage user={makeUser({ profileImageUrl: '/media/a/me.webp' })} />);
    const pictured = await screen.findByRole('button', { name: 'Change profile picture' });
    expect(pictured.querySelector('img')?.getAttribute('src')).toBe('/media/a/me.webp');
  });

  it('shows the real average rating and review count', async () => {
    serve([bike], { totalListings: 1, totalViews: 30, averageRating: 4.25, reviewCount: 8 });
    await renderWithRouter(<DashboardPage user={user} />);
    expect(await screen.findByLabelText('4.3 out of 5')).toBeTruthy();
    expect(screen.getByText('8 reviews')).toBeTruthy();
  });

  it('shows the empty text and a way to create a listing', async () => {
    serve([], { totalListings: 0, totalViews: 0, averageRating: null, reviewCount: 0 });
    await renderWithRouter(<DashboardPage user={user} />);
    expect(await screen.findByText('No listings yet. Create your first listing to get started!')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create Listing' }).length).toBeGreaterThan(0);
  });

  it('deletes after the confirmation, with the success toast, and the listing leaves the list', async () => {
    const fetchSpy = serve([bike, camera], noReviews);
    await renderWithRouter(<DashboardPage user={user} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Honda Activa 6G' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this listing? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(within(card('Honda Activa 6G')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Success', 'Listing deleted successfully'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Honda Activa 6G' })).toBeNull());
    expect(fetchSpy.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe(`/api/items/${bike.id}`);
    expect(await db.items.get(bike.id)).toBeUndefined();
  });

  it('keeps the listing and says so when the delete fails', async () => {
    serve([bike], noReviews, { onDelete: () => jsonResponse(403, { message: 'You are not allowed to do that.', code: 'forbidden' }) });
    await renderWithRouter(<DashboardPage user={user} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Honda Activa 6G' })).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to delete listing. Please try again.'));
    expect(card('Honda Activa 6G')).toBeTruthy();
  });

  it('shows saved listings offline, says how old they are, and counts stats from them', async () => {
    await storeItemList(ownerListKey(user.id), [bike, camera]);
    stubFetch(offline);
    await renderWithRouter(<DashboardPage user={user} />);
    expect(await screen.findByText(/Offline: showing listings saved/)).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Your statistics' });
    expect(within(stats).getByText('Total Listings').nextSibling?.textContent).toBe('2');
    expect(within(stats).getByText('Total Views').nextSibling?.textContent).toBe('42');
    expect(within(card('Honda Activa 6G')).queryByText(/booking request/)).toBeNull();
  });
});
