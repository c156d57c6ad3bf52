/**
 * The listing form's available hours: shown only for a fixed price per hour, both or neither and an
 * hour apart, sent with the listing (also when it waits offline), and shown again when editing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { db } from '@pwa/db/app-db.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { enter, field, fillValidForm, OWNER, renderForm, SAVE_PATIENCE, SAVE_TEST } from '@pwa/test/listing-form.tsx';
import { BIKE_CATEGORY, CAMERA_CATEGORY, makeCameraListing } from '@pwa/test/items.ts';
import { freshDevice, freshDeviceWithCameras, setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { EditListingPage } from './edit-listing-page.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const f = listingMessages.form;
const m = listingMessages.validation;

const hoursGroup = () => screen.queryByRole('group', { name: f.availableHours });
/** The error message a field names in its aria-describedby, if any. */
const errorOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className.includes('text-danger'))?.textContent;
const submit = (name: string = f.publish) => fireEvent.click(screen.getByRole('button', { name }));
const posted = (spy: ReturnType<typeof stubFetch>) => {
  const [, init] = spy.mock.calls.find(([url, call]) => String(url).startsWith('/api/items') && (call?.method === 'POST' || call?.method === 'PUT')) ?? [];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
};

describe("the listing form's available hours", SAVE_TEST, () => {
  beforeEach(async () => {
    await freshDevice(OWNER);
    await db.categories.bulkPut([CAMERA_CATEGORY, BIKE_CATEGORY].map((category, position) => ({ ...category, position, fetchedAt: Date.now() })));
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
  });

  it('shows the hours only for a fixed price per hour, with the hint and half-hour choices', async () => {
    stubFetch(() => jsonResponse(200, [CAMERA_CATEGORY]));
    await renderForm();
    expect(hoursGroup()).toBeNull();
    fireEvent.change(field(f.duration), { target: { value: 'hour' } });
    const group = hoursGroup();
    expect(group).toBeTruthy();
    expect(group?.getAttribute('aria-describedby')).toBe(screen.getByText(f.availableHoursHint).id);
    const opens = within(field(f.opensAt)).getAllByRole('option').map((option) => option.textContent);
    const closes = within(field(f.closesAt)).getAllByRole('option').map((option) => option.textContent);
    expect([opens[0], opens[1], opens[2], opens.at(-1)]).toEqual([f.hoursNotSet, '00:00', '00:30', '23:00']);
    expect([closes[0], closes[1], closes.at(-1)]).toEqual([f.hoursNotSet, '01:00', '24:00']);
    expect(field(f.opensAt)).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('radio', { name: (name) => name.startsWith(f.negotiable) }));
    expect(hoursGroup()).toBeNull();
  });

  it('asks for both times an hour apart, then publishes them with the listing', async () => {
    const spy = stubFetch((url, init) => (url === '/api/items' && init.method === 'POST' ? jsonResponse(201, makeCameraListing()) : jsonResponse(200, [CAMERA_CATEGORY])));
    const { router } = await renderForm();
    await fillValidForm();
    fireEvent.change(field(f.duration), { target: { value: 'hour' } });
    enter(f.opensAt, '09:00');
    submit();
    await waitFor(() => expect(errorOf(f.closesAt)).toBe(m.hoursBoth));
    expect(field(f.closesAt).getAttribute('aria-invalid')).toBe('true');
    enter(f.closesAt, '09:30');
    await waitFor(() => expect(errorOf(f.closesAt)).toBe(m.hoursOrder));
    enter(f.closesAt, '21:00');
    await waitFor(() => expect(errorOf(f.closesAt)).toBeUndefined());
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(posted(spy)).toMatchObject({ price: '800', priceUnit: 'hour', availableFrom: '09:00', availableUntil: '21:00' });
  });

  it('keeps the hours with a listing saved offline, on the device and in its queued write', async () => {
    setOnline(false);
    stubFetch((url) => (url === '/api/categories' ? jsonResponse(200, [CAMERA_CATEGORY]) : offline(url, {})));
    const { router } = await renderForm();
    await fillValidForm();
    fireEvent.change(field(f.duration), { target: { value: 'hour' } });
    enter(f.opensAt, '10:30');
    enter(f.closesAt, '18:30');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ kind: 'listing.create', payload: { listing: { priceUnit: 'hour', availableFrom: '10:30', availableUntil: '18:30' } } });
    const itemId = queued?.kind === 'listing.create' ? queued.payload.itemId : '';
    expect(await db.items.get(itemId)).toMatchObject({ priceUnit: 'hour', availableFrom: '10:30', availableUntil: '18:30' });
  });
});

describe('editing a listing priced per hour', SAVE_TEST, () => {
  beforeEach(async () => {
    await freshDeviceWithCameras(OWNER);
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
  });

  function serve(item: Item) {
    return stubFetch((url, init) => {
      if (url === '/api/categories') return jsonResponse(200, [CAMERA_CATEGORY]);
      if (url === `/api/items/${item.id}` && init.method === 'PUT') return jsonResponse(200, { ...item, ...(JSON.parse(String(init.body)) as object) });
      if (url === `/api/items/${item.id}`) return jsonResponse(200, item);
      return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
    });
  }

  it('shows the saved hours, and clearing both sends none', async () => {
    const item = makeCameraListing({ price: '150.00', priceUnit: 'hour', availableFrom: '09:00', availableUntil: '21:00' });
    const spy = serve(item);
    const { router } = await renderWithRouter(<EditListingPage user={OWNER} itemId={item.id} />);
    expect(await screen.findByLabelText(f.opensAt)).toHaveProperty('value', '09:00');
    expect(field(f.closesAt)).toHaveProperty('value', '21:00');
    enter(f.opensAt, '');
    enter(f.closesAt, '');
    submit(f.update);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(posted(spy)).toMatchObject({ priceUnit: 'hour', availableFrom: null, availableUntil: null });
  });

  it('a listing saved without hours opens with none set', async () => {
    const item = makeCameraListing({ price: '150.00', priceUnit: 'hour' });
    serve(item);
    await renderWithRouter(<EditListingPage user={OWNER} itemId={item.id} />);
    expect(await screen.findByLabelText(f.opensAt)).toHaveProperty('value', '');
    expect(field(f.closesAt)).toHaveProperty('value', '');
  });
});
