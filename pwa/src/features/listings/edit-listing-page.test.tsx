import imageCompression from 'browser-image-compression';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { db } from '@pwa/db/app-db.ts';
import { fieldErrorText } from '@pwa/lib/error-text.ts';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { EditListingPage } from './edit-listing-page.tsx';
import { SAVE_PATIENCE, SAVE_TEST } from '@pwa/test/listing-form.tsx';
import { CAMERA_CATEGORY, makeCameraListing } from '@pwa/test/items.ts';
import { saveListingOnDevice } from './mutations.ts';
import { freshDeviceWithCameras, setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import type { ListingDraft } from './listing-kinds.ts';
import { listingFromDraft } from './local-listing.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));
// happy-dom has no canvas: a photo from a draft must never be compressed again anyway.
vi.mock('browser-image-compression', () => ({ default: vi.fn<typeof imageCompression>() }));

const owner = makeUser();
const f = listingMessages.form;
const toasts = listingMessages.toasts;
/** A radio's name holds its hint too: match its title. */
const named = (title: string) => (name: string) => name.startsWith(title);

function serve(item: Item | undefined, onPut: (body: unknown) => Response = (body) => jsonResponse(200, { ...item, ...(body as object) })) {
  return stubFetch((url, init) => {
    if (url === '/api/categories') return jsonResponse(200, [CAMERA_CATEGORY]);
    if (url === `/api/items/${item?.id ?? 'gone'}` && init.method === 'PUT') return onPut(JSON.parse(String(init.body)));
    if (url.startsWith('/api/items/')) return item ? jsonResponse(200, item) : jsonResponse(404, { message: 'Not found.', code: 'not-found' });
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
}

describe('the edit page', SAVE_TEST, () => {
  beforeEach(async () => {
    await freshDeviceWithCameras(owner);
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.mocked(showToast).mockClear();
  });

  it('fills the form from the listing, a listed city counting as chosen from the list', async () => {
    const item = makeCameraListing();
    serve(item);
    await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: f.editTitle })).toBeTruthy();
    expect(await screen.findByLabelText(f.title)).toHaveProperty('value', item.title);
    expect(screen.getByLabelText(f.price)).toHaveProperty('value', '800');
    expect(screen.getByRole('radio', { name: named(f.chooseFromList) })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: f.city })).toHaveProperty('value', 'Pune, Maharashtra');
    expect(screen.getByRole('button', { name: f.update })).toBeTruthy();
    expect(screen.getByRole('img', { name: listingMessages.media.photoAlt(1) })).toBeTruthy();
  });

  it('treats a location the list lacks as custom, and a negotiable listing as negotiable', async () => {
    const item = makeCameraListing({ location: 'Koregaon Park, Pune', isNegotiable: true, price: null, priceUnit: null });
    serve(item);
    await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    expect(await screen.findByRole('radio', { name: named(f.customLocation) })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(f.customLocationLabel)).toHaveProperty('value', 'Koregaon Park, Pune');
    expect(screen.getByRole('radio', { name: named(f.negotiable) })).toHaveProperty('checked', true);
  });

  it('updates with PUT, keeping the saved photos, then toasts and goes to the dashboard', async () => {
    const item = makeCameraListing();
    const fetchSpy = serve(item);
    const { router } = await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    fireEvent.change(await screen.findByLabelText(f.title), { target: { value: 'Canon EOS 200D, two lenses' } });
    fireEvent.click(screen.getByRole('button', { name: f.update }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    const [, init] = fetchSpy.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ title: 'Canon EOS 200D, two lenses', imageUrls: item.imageUrls, location: 'Pune, Maharashtra', price: '800' });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('success', toasts.updated.title, toasts.updated.description);
    expect((await db.items.get(item.id))?.title).toBe('Canon EOS 200D, two lenses');
  });

  it('keeps the saved video unless it is removed', async () => {
    const item = makeCameraListing({ videoUrl: '/media/v/0193a1b2-3333-7000-8000-000000000001.webm' });
    const fetchSpy = serve(item);
    const first = await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    expect(await screen.findByText(listingMessages.media.currentVideo)).toBeTruthy();
    // The owner sees which video that is.
    expect(screen.getByLabelText(listingMessages.media.currentVideo).getAttribute('src')).toBe(item.videoUrl);
    fireEvent.click(screen.getByRole('button', { name: f.update }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    const puts = () => fetchSpy.mock.calls.filter(([, call]) => call?.method === 'PUT').map(([, call]) => JSON.parse(String(call?.body)) as unknown);
    expect(puts()[0]).toMatchObject({ videoUrl: item.videoUrl });
    first.unmount();

    const second = await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    fireEvent.click(await screen.findByRole('button', { name: listingMessages.media.removeVideo }));
    fireEvent.click(screen.getByRole('button', { name: f.update }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(puts()[1]).toMatchObject({ videoUrl: null });
  });

  it('says "Failed to update listing" when the server refuses', async () => {
    const item = makeCameraListing();
    serve(item, () => jsonResponse(403, { message: 'You are not allowed to do that.', code: 'forbidden' }));
    await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    fireEvent.click(await screen.findByRole('button', { name: f.update }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', toasts.updateFailed.title, toasts.updateFailed.description));
  });

  it("tells someone else plainly that the listing is not theirs", async () => {
    const item = makeCameraListing({ ownerId: '0193a1b2-9999-7000-8000-00000000ffff' });
    serve(item);
    await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
    expect(await screen.findByRole('heading', { name: listingMessages.edit.notOwner })).toBeTruthy();
    expect(screen.queryByRole('button', { name: f.update })).toBeNull();
  });

  it('says "Item not found" for a deleted listing, and explains when offline with nothing saved', async () => {
    serve(undefined);
    const first = await renderWithRouter(<EditListingPage user={owner} itemId="gone" />);
    expect(await screen.findByRole('heading', { name: listingMessages.edit.notFound })).toBeTruthy();
    first.unmount();
    stubFetch(offline);
    await renderWithRouter(<EditListingPage user={owner} itemId="0193a1b2-5555-7000-8000-000000005555" />);
    expect(await screen.findByRole('heading', { name: listingMessages.edit.offline })).toBeTruthy();
  });

  describe('a listing with writes waiting in the outbox', () => {
    const photo = new File([new Uint8Array(300)], 'front.jpg', { type: 'image/jpeg' });
    const draft = (overrides: Partial<ListingDraft> = {}): ListingDraft => ({
      itemId: '0193a1b2-7777-7000-8000-000000007777',
      listing: { title: 'Tripod made offline', description: 'Aluminium, 1.6 m.', categoryId: CAMERA_CATEGORY.id, isNegotiable: false, price: '150', priceUnit: 'day', location: 'Pune, Maharashtra', contactPhone: null },
      photos: [{ file: photo }],
      video: null,
      ...overrides,
    });
    const madeOffline = async (queued: ListingDraft) => saveListingOnDevice(owner.id, 'create', queued, listingFromDraft(queued, { owner }));

    it('edits a listing made on this device from its draft, never asking the server, and saves into the same write', async () => {
      const queued = draft();
      await madeOffline(queued);
      setOnline(false);
      const fetchSpy = serve(undefined);
      const { router } = await renderWithRouter(<EditListingPage user={owner} itemId={queued.itemId} />);
      expect(await screen.findByLabelText(f.title)).toHaveProperty('value', 'Tripod made offline');
      expect(screen.getByLabelText(f.price)).toHaveProperty('value', '150');
      expect(screen.getByRole('img', { name: listingMessages.media.photoAlt(1) })).toBeTruthy();
      expect(fetchSpy.mock.calls.some(([url]) => String(url).startsWith('/api/items'))).toBe(false);

      fireEvent.change(screen.getByLabelText(f.title), { target: { value: 'Tripod with ball head' } });
      fireEvent.click(screen.getByRole('button', { name: f.update }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
      expect(showToast).toHaveBeenCalledWith('info', toasts.savedOffline.update.title, toasts.savedOffline.update.description);
      // Still one write, still a creation (the server has never seen it), with the same photo.
      const writes = await db.outbox.toArray();
      expect(writes).toMatchObject([{ kind: 'listing.create', payload: { itemId: queued.itemId, listing: { title: 'Tripod with ball head' }, photos: [{ file: photo }] } }]);
      expect((await db.items.get(queued.itemId))?.title).toBe('Tripod with ball head');
      expect(imageCompression).not.toHaveBeenCalled();
    });

    it('publishes an edited offline listing once online, as a creation', async () => {
      const queued = draft({ photos: [] });
      await madeOffline(queued);
      const fetchSpy = stubFetch((url, init) => {
        if (url === '/api/categories') return jsonResponse(200, [CAMERA_CATEGORY]);
        if (url === '/api/items' && init.method === 'POST') return jsonResponse(201, makeCameraListing({ ...(JSON.parse(String(init.body)) as object) }));
        return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
      });
      const { router } = await renderWithRouter(<EditListingPage user={owner} itemId={queued.itemId} />);
      fireEvent.change(await screen.findByLabelText(f.title), { target: { value: 'Tripod, 1.6 m' } });
      fireEvent.click(screen.getByRole('button', { name: f.update }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
      const posts = fetchSpy.mock.calls.filter(([url, init]) => url === '/api/items' && init?.method === 'POST');
      expect(posts.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toMatchObject([{ id: queued.itemId, title: 'Tripod, 1.6 m' }]);
      expect(showToast).toHaveBeenCalledWith('success', toasts.updated.title, toasts.updated.description);
      expect(await db.outbox.count()).toBe(0);
    });

    it("opens a refused write with the server's field messages under their fields", async () => {
      const item = makeCameraListing();
      const queued = draft({ itemId: item.id, photos: [{ url: item.imageUrls[0] ?? '' }], listing: { ...draft().listing, title: 'x'.repeat(130) } });
      await db.items.put({ ...item, fetchedAt: Date.now() });
      const seq = await saveListingOnDevice(owner.id, 'update', queued, item);
      await db.outbox.update(seq, { status: 'failed', error: { status: 400, code: 'invalid-input', message: 'Please check the highlighted fields.', fields: { title: 'Title must be at most 120 characters' } } });
      serve(item);
      await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
      const title = await screen.findByLabelText(f.title);
      expect(title).toHaveProperty('value', 'x'.repeat(130));
      await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText(fieldErrorText('Title must be at most 120 characters'))).toBeTruthy();
    });

    it('says "Item not found" for a listing whose delete is queued', async () => {
      const item = makeCameraListing();
      await db.items.put({ ...item, fetchedAt: Date.now() });
      await db.outbox.add({ kind: 'listing.delete', accountId: owner.id, entity: `listing:${item.id}`, payload: { itemId: item.id }, progress: null, idempotencyKey: 'k', status: 'pending', attempts: 0, nextAttemptAt: 0, error: null, createdAt: 1 });
      serve(item);
      await renderWithRouter(<EditListingPage user={owner} itemId={item.id} />);
      expect(await screen.findByRole('heading', { name: listingMessages.edit.notFound })).toBeTruthy();
    });
  });
});
