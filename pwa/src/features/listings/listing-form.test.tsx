import { listingMessages } from '@shared/messages/listings.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { fieldErrorText } from '@pwa/lib/error-text.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { DashboardPage } from '@pwa/features/dashboard/index.ts';
import { enter, field, fillValidForm, OWNER, renderForm, SAVE_PATIENCE, SAVE_TEST, stubRefusingFirstListing } from '@pwa/test/listing-form.tsx';
import { BIKE_CATEGORY, CAMERA_CATEGORY, makeCameraListing } from '@pwa/test/items.ts';
import { freshDevice, setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const f = listingMessages.form;
const v = listingMessages.validation;
const toasts = listingMessages.toasts;
const messages = {
  title: v.titleRequired,
  description: v.descriptionRequired,
  category: v.categoryRequired,
  price: v.fixedPriceRequired,
  location: v.locationRequired,
  custom: v.customLocationRequired,
  phone: v.phoneInvalid,
};
/** A radio's name holds its hint too: match its title. */
const named = (title: string) => (name: string) => name.startsWith(title);

const errorOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className.includes('text-danger'))?.textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: f.publish }));

describe('the listing form', SAVE_TEST, () => {
  beforeEach(async () => {
    await freshDevice(OWNER);
    await db.categories.clear();
    await db.categories.bulkPut([CAMERA_CATEGORY, BIKE_CATEGORY].map((category, position) => ({ ...category, position, fetchedAt: Date.now() })));
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.mocked(showToast).mockClear();
  });

  it('has its title, default choices and buttons', async () => {
    stubFetch(() => jsonResponse(200, [CAMERA_CATEGORY, BIKE_CATEGORY]));
    await renderForm();
    expect(screen.getByRole('heading', { level: 1, name: f.createTitle })).toBeTruthy();
    expect(screen.getByRole('radio', { name: named(f.fixedPrice) })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: named(f.chooseFromList) })).toHaveProperty('checked', true);
    expect(field(f.duration)).toHaveProperty('value', 'day');
    expect(within(field(f.duration)).getAllByRole('option').map((option) => option.textContent)).toEqual(Object.values(listingMessages.priceUnits));
    expect(screen.getByRole('combobox', { name: f.city }).getAttribute('placeholder')).toBe(listingMessages.cityPicker.placeholder);
    expect(screen.getByText(f.contactPhoneHint)).toBeTruthy();
    expect(screen.getByText(listingMessages.media.attachedOnSave)).toBeTruthy();
    expect(screen.getByRole('button', { name: f.cancel })).toBeTruthy();
  });

  it('shows every rule word for word on the first submit, not before, and re-checks as the owner types', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, [CAMERA_CATEGORY, BIKE_CATEGORY]));
    await renderForm();
    enter(f.title, 'x');
    enter(f.title, '');
    expect(errorOf(f.title)).toBeUndefined();
    submit();
    await waitFor(() => expect(errorOf(f.title)).toBe(messages.title));
    expect(errorOf(f.description)).toBe(messages.description);
    expect(errorOf(f.category)).toBe(messages.category);
    expect(errorOf(f.price)).toBe(messages.price);
    expect(errorOf(f.city)).toBe(messages.location);
    expect(field(f.title).getAttribute('aria-invalid')).toBe('true');
    enter(f.title, 'Canon EOS 200D');
    await waitFor(() => expect(errorOf(f.title)).toBeUndefined());
    expect(fetchSpy.mock.calls.filter(([url]) => url === '/api/items')).toHaveLength(0);
  });

  it('needs a valid decimal price only for fixed pricing', async () => {
    stubFetch(() => jsonResponse(200, [CAMERA_CATEGORY]));
    await renderForm();
    enter(f.price, '12.345');
    submit();
    await waitFor(() => expect(errorOf(f.price)).toBe(messages.price));
    fireEvent.click(screen.getByRole('radio', { name: named(f.negotiable) }));
    expect(screen.queryByLabelText(f.price)).toBeNull();
    expect(screen.queryByLabelText(f.duration)).toBeNull();
    await waitFor(() => expect(screen.queryByText(messages.price)).toBeNull());
  });

  it('asks for the custom location when that is the chosen type', async () => {
    stubFetch(() => jsonResponse(200, [CAMERA_CATEGORY]));
    await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: named(f.customLocation) }));
    submit();
    await waitFor(() => expect(errorOf(f.customLocationLabel)).toBe(messages.custom));
    expect(screen.queryByText(messages.location)).toBeNull();
  });

  it('refuses a phone number with letters or too few digits, and accepts none at all', async () => {
    stubFetch(() => jsonResponse(200, [CAMERA_CATEGORY]));
    await renderForm();
    enter(f.contactPhone, '98765-abc');
    submit();
    await waitFor(() => expect(errorOf(f.contactPhone)).toBe(messages.phone));
    enter(f.contactPhone, '987654321');
    await waitFor(() => expect(errorOf(f.contactPhone)).toBe(messages.phone));
    enter(f.contactPhone, '');
    await waitFor(() => expect(errorOf(f.contactPhone)).toBeUndefined());
  });

  it('publishes with an id and an Idempotency-Key, toasts, and goes to the dashboard', async () => {
    const created = makeCameraListing({ title: 'Canon EOS 200D' });
    const fetchSpy = stubFetch((url, init) => (url === '/api/items' && init.method === 'POST' ? jsonResponse(201, created) : jsonResponse(200, [CAMERA_CATEGORY])));
    const { router } = await renderForm();
    await fillValidForm();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/items') ?? [];
    const body: unknown = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      title: 'Canon EOS 200D',
      description: 'Lightly used, with charger.',
      categoryId: CAMERA_CATEGORY.id,
      isNegotiable: false,
      price: '800',
      priceUnit: 'day',
      location: 'Pune, Maharashtra',
      contactPhone: null,
      imageUrls: [],
      videoUrl: null,
    });
    expect(body).toHaveProperty('id', expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(showToast).toHaveBeenCalledWith('success', toasts.created.title, toasts.created.description);
    expect(await db.items.get(created.id)).toMatchObject({ title: 'Canon EOS 200D' });
    // Sent through the outbox, which has nothing left to send.
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline, keeps the listing on the device with its write queued, says so, and My Listings shows it waiting to sync', async () => {
    setOnline(false);
    const fetchSpy = stubFetch((url) => (url === '/api/categories' ? jsonResponse(200, [CAMERA_CATEGORY]) : offline(url, {})));
    const { router, unmount } = await renderForm();
    await fillValidForm();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(showToast).toHaveBeenCalledWith('info', toasts.savedOffline.create.title, toasts.savedOffline.create.description);
    expect(fetchSpy.mock.calls.filter(([url]) => url === '/api/items')).toHaveLength(0);

    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ kind: 'listing.create', status: 'pending', accountId: OWNER.id, payload: { listing: { title: 'Canon EOS 200D', price: '800' }, photos: [], video: null } });
    const itemId = queued?.kind === 'listing.create' ? queued.payload.itemId : '';
    expect(await db.items.get(itemId)).toMatchObject({ title: 'Canon EOS 200D', ownerId: OWNER.id, categoryName: 'Cameras' });
    unmount();

    await renderWithRouter(<DashboardPage user={OWNER} />, ['/item/$id/edit', '/create-listing']);
    const card = await screen.findByRole('article', { name: 'Canon EOS 200D' });
    expect(within(card).getByText(listingMessages.sync.waiting)).toBeTruthy();
    // The server has never seen it: there is no page to view yet, but it can be edited.
    expect(within(card).queryByRole('link', { name: listingMessages.dashboard.viewDetails })).toBeNull();
    expect(within(card).getByRole('link', { name: listingMessages.dashboard.edit }).getAttribute('href')).toBe(`/item/${itemId}/edit`);
  });

  it('saving again after a refusal fixes the same listing: one write, never a second listing', async () => {
    const { posted } = stubRefusingFirstListing();
    const { router } = await renderForm();
    await fillValidForm();
    submit();
    await waitFor(() => expect(errorOf(f.title)).toBe(fieldErrorText('Title is taken')));
    expect(await db.outbox.where('status').equals('failed').count()).toBe(1);
    enter(f.title, 'Canon EOS 200D, kit lens');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    const bodies = posted();
    expect(bodies.map((body) => body.title)).toEqual(['Canon EOS 200D', 'Canon EOS 200D, kit lens']);
    expect(bodies[1]?.id).toBe(bodies[0]?.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a negotiable listing with price and unit as null', async () => {
    const fetchSpy = stubFetch((url, init) => (url === '/api/items' && init.method === 'POST' ? jsonResponse(201, makeCameraListing()) : jsonResponse(200, [CAMERA_CATEGORY])));
    const { router } = await renderForm();
    await fillValidForm();
    fireEvent.click(screen.getByRole('radio', { name: named(f.negotiable) }));
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/items') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ isNegotiable: true, price: null, priceUnit: null });
  });

  it('disables Publish and Cancel while saving, then shows the server field messages and the failure toast', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchSpy = stubFetch((url, init) =>
      url === '/api/items' && init.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse(200, [CAMERA_CATEGORY]),
    );
    const { router } = await renderForm();
    await fillValidForm();
    submit();
    const publishing = await screen.findByRole('button', { name: f.publishing });
    expect(publishing.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: f.cancel }).hasAttribute('disabled')).toBe(true);
    fireEvent.submit(publishing.closest('form') as HTMLFormElement);
    // The outbox sends it once the listing is queued.
    await waitFor(() => expect(fetchSpy.mock.calls.filter(([url]) => url === '/api/items')).toHaveLength(1));
    answer(jsonResponse(400, { message: 'Please check the highlighted fields.', code: 'invalid-input', fields: { title: 'Title must be at most 120 characters', location: 'Location must be at most 120 characters' } }));
    // The server's words in English; another language says "check this field" beside each.
    await waitFor(() => expect(errorOf(f.title)).toBe(fieldErrorText('Title must be at most 120 characters')));
    expect(errorOf(f.city)).toBe(fieldErrorText('Location must be at most 120 characters'));
    expect(showToast).toHaveBeenCalledWith('error', toasts.createFailed.title, toasts.createFailed.description);
    expect(fetchSpy.mock.calls.filter(([url]) => url === '/api/items')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('says "Authentication Error" when the session has ended', async () => {
    stubFetch((url, init) =>
      url === '/api/items' && init.method === 'POST' ? jsonResponse(401, { message: 'Please log in to continue.', code: 'not-signed-in' }) : jsonResponse(200, [CAMERA_CATEGORY]),
    );
    await renderForm();
    await fillValidForm();
    submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', toasts.authError.title, toasts.authError.description));
    // Kept for the owner's next sign-in, not refused.
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'listing.create', status: 'pending', error: { status: 401 } }]);
  });
});
