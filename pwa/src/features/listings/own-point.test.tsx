/**
 * "Use my current location" on the listing form: the device is asked only when tapped, the point is
 * kept to two decimals and sent with the listing (also when it waits offline), Remove sends none, a
 * refusal leaves the form as it was, and editing a listing that has a point shows nothing of it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingMessages } from '@shared/messages/listings.ts';
import { db } from '@pwa/db/app-db.ts';
import { removeGeolocation, stubGeolocation } from '@pwa/test/geolocation.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { fillValidForm, OWNER, renderForm, SAVE_PATIENCE, SAVE_TEST } from '@pwa/test/listing-form.tsx';
import { BIKE_CATEGORY, CAMERA_CATEGORY, makeCameraListing } from '@pwa/test/items.ts';
import { freshDevice, freshDeviceWithCameras, setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { EditListingPage } from './edit-listing-page.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const f = listingMessages.form;

const useLocation = () => fireEvent.click(screen.getByRole('button', { name: f.useMyLocation }));
const submit = (name: string = f.publish) => fireEvent.click(screen.getByRole('button', { name }));
const posted = (spy: ReturnType<typeof stubFetch>) => {
  const [, init] = spy.mock.calls.find(([url, call]) => String(url).startsWith('/api/items') && (call?.method === 'POST' || call?.method === 'PUT')) ?? [];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
};
const publishing = () =>
  stubFetch((url, init) => (url === '/api/items' && init.method === 'POST' ? jsonResponse(201, makeCameraListing()) : jsonResponse(200, [CAMERA_CATEGORY])));

describe("the listing form's own location", SAVE_TEST, () => {
  beforeEach(async () => {
    await freshDevice(OWNER);
    await db.categories.bulkPut([CAMERA_CATEGORY, BIKE_CATEGORY].map((category, position) => ({ ...category, position, fetchedAt: Date.now() })));
  });
  afterEach(() => {
    stopOutbox();
    removeGeolocation();
    vi.restoreAllMocks();
  });

  it('asks the device only when tapped, and publishes the point to about a kilometre', async () => {
    const ask = stubGeolocation({ lat: 18.520_43, lon: 73.856_74 });
    const spy = publishing();
    const { router } = await renderForm();
    await fillValidForm();
    expect(ask).not.toHaveBeenCalled();
    useLocation();
    expect(await screen.findByText(f.pointTaken)).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: f.removePointLabel }));
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(posted(spy)).toMatchObject({ location: 'Pune, Maharashtra', latitude: 18.52, longitude: 73.86 });
  });

  it('sends no point after Remove', async () => {
    stubGeolocation({ lat: 18.520_43, lon: 73.856_74 });
    const spy = publishing();
    const { router } = await renderForm();
    await fillValidForm();
    useLocation();
    fireEvent.click(await screen.findByRole('button', { name: f.removePointLabel }));
    expect(screen.queryByText(f.pointTaken)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: f.useMyLocation }));
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    const body = posted(spy);
    expect(body).not.toHaveProperty('latitude');
    expect(body).not.toHaveProperty('longitude');
  });

  it('says when the location is refused, and sends no point', async () => {
    stubGeolocation({ errorCode: 1 });
    const spy = publishing();
    const { router } = await renderForm();
    await fillValidForm();
    useLocation();
    expect(await screen.findByText(f.pointUnavailable)).toBeTruthy();
    expect(screen.getByRole('button', { name: f.useMyLocation })).toBeTruthy();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(posted(spy)).not.toHaveProperty('latitude');
  });

  it('shows that it waits for the device', async () => {
    stubGeolocation('never');
    publishing();
    await renderForm();
    useLocation();
    const waiting = await screen.findByRole('button', { name: f.locating });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
  });

  it('keeps the point with a listing saved offline, on the device and in its queued write', async () => {
    setOnline(false);
    stubGeolocation({ lat: 12.971_59, lon: 77.594_56 });
    stubFetch((url) => (url === '/api/categories' ? jsonResponse(200, [CAMERA_CATEGORY]) : offline(url, {})));
    const { router } = await renderForm();
    await fillValidForm();
    useLocation();
    await screen.findByText(f.pointTaken);
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ kind: 'listing.create', payload: { listing: { latitude: 12.97, longitude: 77.59 } } });
    const itemId = queued?.kind === 'listing.create' ? queued.payload.itemId : '';
    expect(await db.items.get(itemId)).toMatchObject({ latitude: 12.97, longitude: 77.59 });
  });
});

describe('editing a listing that has a point', SAVE_TEST, () => {
  beforeEach(async () => {
    await freshDeviceWithCameras(OWNER);
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
  });

  it('shows nothing of it, and sends none, which keeps it', async () => {
    const item = makeCameraListing({ latitude: 18.52, longitude: 73.86 });
    const spy = stubFetch((url, init) => {
      if (url === '/api/categories') return jsonResponse(200, [CAMERA_CATEGORY]);
      if (url === `/api/items/${item.id}` && init.method === 'PUT') return jsonResponse(200, { ...item, ...(JSON.parse(String(init.body)) as object) });
      if (url === `/api/items/${item.id}`) return jsonResponse(200, item);
      return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
    });
    const { router } = await renderWithRouter(<EditListingPage user={OWNER} itemId={item.id} />);
    expect(await screen.findByRole('button', { name: f.useMyLocation })).toBeTruthy();
    expect(screen.queryByText(f.pointTaken)).toBeNull();
    submit(f.update);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(posted(spy)).not.toHaveProperty('latitude');
  });
});
