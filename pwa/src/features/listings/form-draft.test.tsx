import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browseMessages } from '@shared/messages/browse.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { db } from '@pwa/db/app-db.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { CreateListingPage } from './create-listing-page.tsx';
import { EditListingPage } from './edit-listing-page.tsx';
import { enter, field, fillValidForm, OWNER, renderForm, SAVE_PATIENCE, SAVE_TEST, stubRefusingFirstListing } from '@pwa/test/listing-form.tsx';
import { CAMERA_CATEGORY, makeCameraListing } from '@pwa/test/items.ts';
import { freshDeviceWithCameras, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import type { showToast } from '@pwa/ui/toast.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const f = listingMessages.form;
const d = listingMessages.draft;
const justNow = browseMessages.offline.justNow;

/** Types into a new listing form, then leaves it (Back, Cancel or another page unmount it alike). */
async function typeAndLeave(title: string): Promise<void> {
  const { unmount } = await renderForm();
  enter(f.title, title);
  enter(f.description, 'Two batteries and a bag.');
  unmount();
  await waitFor(async () => expect((await db.formDrafts.toArray()).map((row) => row.values.title)).toEqual([title]));
}

describe('the listing form draft', SAVE_TEST, () => {
  beforeEach(async () => {
    await freshDeviceWithCameras(OWNER);
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is offered when the form opens again, and continues where the owner left off', async () => {
    stubFetch(() => jsonResponse(200, [CAMERA_CATEGORY]));
    await typeAndLeave('Canon EOS 200D');

    await renderFormWithOffer();
    expect(screen.getByText('Canon EOS 200D')).toBeTruthy();
    expect(screen.getByText(d.createText(justNow))).toBeTruthy();
    expect(screen.queryByLabelText(f.title)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: d.continue }));
    expect(await screen.findByLabelText(f.title)).toHaveProperty('value', 'Canon EOS 200D');
    expect(field(f.description)).toHaveProperty('value', 'Two batteries and a bag.');
  });

  it('opens an empty form and forgets the draft when the owner discards it', async () => {
    stubFetch(() => jsonResponse(200, [CAMERA_CATEGORY]));
    await typeAndLeave('Canon EOS 200D');

    await renderFormWithOffer();
    fireEvent.click(screen.getByRole('button', { name: d.discard }));
    expect(await screen.findByLabelText(f.title)).toHaveProperty('value', '');
    await waitFor(async () => expect(await db.formDrafts.count()).toBe(0));
  });

  it('is cleared once the listing is published, and not written again as the form closes', async () => {
    const created = makeCameraListing({ title: 'Canon EOS 200D' });
    stubFetch((url, init) => (url === '/api/items' && init.method === 'POST' ? jsonResponse(201, created) : jsonResponse(200, [CAMERA_CATEGORY])));
    const { router, unmount } = await renderForm();
    await fillValidForm();
    expect(await screen.findByText(d.saved)).toBeTruthy();
    expect(await db.formDrafts.count()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: f.publish }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), SAVE_PATIENCE);
    expect(await db.formDrafts.count()).toBe(0);
    expect(screen.queryByText(d.saved)).toBeNull();
    unmount();

    // Opened again (its read waits behind any write the closing form started), it is empty.
    await renderWithRouter(<CreateListingPage user={OWNER} />);
    expect(await screen.findByLabelText(f.title)).toHaveProperty('value', '');
    expect(screen.queryByText(d.title)).toBeNull();
    expect(await db.formDrafts.count()).toBe(0);
  });

  it('of a new listing the server refused, continued after a reload, fixes that listing: never a second one', async () => {
    const { posted } = stubRefusingFirstListing();
    const first = await renderForm();
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: f.publish }));
    await waitFor(async () => expect(await db.outbox.where('status').equals('failed').count()).toBe(1));
    // The owner fixes the form, then the page reloads before they publish again.
    enter(f.title, 'Canon EOS 200D, kit lens');
    first.unmount();
    await waitFor(async () => expect((await db.formDrafts.toArray()).map((row) => row.values.title)).toEqual(['Canon EOS 200D, kit lens']));

    await renderFormWithOffer();
    fireEvent.click(screen.getByRole('button', { name: d.continue }));
    expect(await screen.findByLabelText(f.title)).toHaveProperty('value', 'Canon EOS 200D, kit lens');
    fireEvent.click(screen.getByRole('button', { name: f.publish }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));

    const bodies = posted();
    expect(bodies.map((body) => body.title)).toEqual(['Canon EOS 200D', 'Canon EOS 200D, kit lens']);
    expect(bodies[1]?.id).toBe(bodies[0]?.id);
    // One listing on the device too: the refused one, now published.
    expect((await db.items.toArray()).map((item) => item.id)).toEqual([bodies[0]?.id]);
    expect(await db.formDrafts.count()).toBe(0);
  });

  it('keeps unsaved changes to a listing per listing, offered when that listing is edited again', async () => {
    const item = makeCameraListing({ title: 'Canon EOS 200D' });
    const other = makeCameraListing({ id: '0193a1b2-9999-7000-8000-000000000009', title: 'Nikon D3500' });
    stubFetch((url) => {
      if (url === `/api/items/${item.id}`) return jsonResponse(200, item);
      if (url === `/api/items/${other.id}`) return jsonResponse(200, other);
      return jsonResponse(200, [CAMERA_CATEGORY]);
    });
    const first = await renderWithRouter(<EditListingPage user={OWNER} itemId={item.id} />);
    fireEvent.change(await screen.findByLabelText(f.title), { target: { value: 'Canon EOS 200D, two lenses' } });
    first.unmount();
    await waitFor(async () => expect((await db.formDrafts.toArray()).map((row) => row.itemId)).toEqual([item.id]));

    const second = await renderWithRouter(<EditListingPage user={OWNER} itemId={other.id} />);
    expect(await screen.findByLabelText(f.title)).toHaveProperty('value', 'Nikon D3500');
    second.unmount();

    await renderWithRouter(<EditListingPage user={OWNER} itemId={item.id} />);
    expect(await screen.findByText(d.editText(justNow))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: d.continue }));
    expect(await screen.findByLabelText(f.title)).toHaveProperty('value', 'Canon EOS 200D, two lenses');
  });
});

/** The create page as it opens over a kept draft: the question, not the form. */
async function renderFormWithOffer(): Promise<void> {
  await renderWithRouter(<CreateListingPage user={OWNER} />);
  expect(await screen.findByRole('heading', { level: 2, name: d.title })).toBeTruthy();
}
