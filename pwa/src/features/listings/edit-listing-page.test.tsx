import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { EditListingPage } from './edit-listing-page.tsx';
import { CAMERA_CATEGORY, makeItem } from './make-item.test-support.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn() }));

const owner = makeUser();

function serve(item: Item | undefined, onPut: (body: unknown) => Response = (body) => jsonResponse(200, { ...item, ...(body as object) })) {
  return stubFetch((url, init) => {
    if (url === '/api/categories') return jsonResponse(200, [CAMERA_CATEGORY]);
    if (url === `/api/items/${item?.id ?? 'gone'}` && init.method === 'PUT') return onPut(JSON.parse(String(init.body)));
    if (url.startsWith('/api/items/')) return item ? jsonResponse(200, item) : jsonResponse(404, { message: 'Not found.', code: 'not-found' });
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
}

describe('the edit page', () => {
  beforeEach(async () => {
    await db.items.clear();
    await db.categories.clear();
    await db.categories.put({ ...CAMERA_CATEGORY, position: 0, fetchedAt: Date.now() });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showToast).mockClear();
  });

  it('fills the form from the listing, a listed city counting as chosen from the list', async () => {
    const item = makeItem();
    serve(item);
    await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Your Listing' })).toBeTruthy();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', item.title);
    expect(screen.getByLabelText('Price')).toHaveProperty('value', '800');
    expect(screen.getByRole('radio', { name: /Choose from list/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', 'Pune, Maharashtra');
    expect(screen.getByRole('button', { name: 'Update Listing' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeTruthy();
  });

  it('treats a location the list lacks as custom, and a negotiable listing as negotiable', async () => {
    const item = makeItem({ location: 'Koregaon Park, Pune', isNegotiable: true, price: null, priceUnit: null });
    serve(item);
    await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    expect(await screen.findByRole('radio', { name: /Custom location/ })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Custom Location')).toHaveProperty('value', 'Koregaon Park, Pune');
    expect(screen.getByRole('radio', { name: /Negotiable/ })).toHaveProperty('checked', true);
  });

  it('updates with PUT, keeping the saved photos, then toasts and goes to the dashboard', async () => {
    const item = makeItem();
    const fetchSpy = serve(item);
    const { router } = await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Canon EOS 200D, two lenses' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [, init] = fetchSpy.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ title: 'Canon EOS 200D, two lenses', imageUrls: item.imageUrls, location: 'Pune, Maharashtra', price: '800' });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('success', 'Listing Updated!', 'Your item has been updated successfully.');
    expect((await db.items.get(item.id))?.title).toBe('Canon EOS 200D, two lenses');
  });

  it('keeps the saved video unless it is removed', async () => {
    const item = makeItem({ videoUrl: '/media/v/0193a1b2-3333-7000-8000-000000000001.webm' });
    const fetchSpy = serve(item);
    const first = await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    expect(await screen.findByText('Current video')).toBeTruthy();
    // The owner sees which video that is.
    expect(screen.getByLabelText('Current video').getAttribute('src')).toBe(item.videoUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Update Listing' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'));
    const puts = () => fetchSpy.mock.calls.filter(([, call]) => call?.method === 'PUT').map(([, call]) => JSON.parse(String(call?.body)) as unknown);
    expect(puts()[0]).toMatchObject({ videoUrl: item.videoUrl });
    first.unmount();

    const second = await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove video' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Listing' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard'));
    expect(puts()[1]).toMatchObject({ videoUrl: null });
  });

  it('says "Failed to update listing" when the server refuses', async () => {
    const item = makeItem();
    serve(item, () => jsonResponse(403, { message: 'You are not allowed to do that.', code: 'forbidden' }));
    await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Listing' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Error', 'Failed to update listing. Please try again.'));
  });

  it("tells someone else plainly that the listing is not theirs", async () => {
    const item = makeItem({ ownerId: '0193a1b2-9999-7000-8000-00000000ffff' });
    serve(item);
    await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    expect(await screen.findByRole('heading', { name: 'You can only edit your own listings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Listing' })).toBeNull();
  });

  it('says "Item not found" for a deleted listing, and explains when offline with nothing saved', async () => {
    serve(undefined);
    const first = await renderWithRouter(<EditListingPage user={owner} itemId="gone" />);
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeTruthy();
    first.unmount();
    stubFetch(offline);
    await renderWithRouter(<EditListingPage user={owner} itemId="0193a1b2-5555-7000-8000-000000005555" />);
    expect(await screen.findByRole('heading', { name: 'This listing is not saved on your device' })).toBeTruthy();
  });
});
