// @vitest-environment node
// Node's File, Blob and structuredClone: fake-indexeddb then stores a photo's bytes as a browser does
// (happy-dom's File loses them on the way in).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingFormValues } from '@shared/schemas/listing.ts';
import type { FormDraftPlace } from './form-draft-store.ts';
import type { MediaSelection } from './media-selection.ts';

const values: ListingFormValues = {
  title: 'Canon EOS 200D',
  description: 'Two batteries and a bag.',
  categoryId: '0193a1b2-1111-7000-8000-000000000001',
  pricingType: 'fixed',
  price: '800',
  priceUnit: 'day',
  locationType: 'predefined',
  location: 'Pune, Maharashtra',
  customLocation: '',
  contactPhone: '',
};
const noMedia = (): MediaSelection => ({ imageUrls: [], photos: [], videoUrl: null, video: null });
const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], 'camera.jpg', { type: 'image/jpeg' });
const video = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'clip.webm', { type: 'video/webm' });
const owner: FormDraftPlace = { accountId: '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55', itemId: null };

/** Loads the app's modules afresh over the same IndexedDB, as a reload of the page does. */
async function reload() {
  vi.resetModules();
  const { db } = await import('@pwa/db/app-db.ts');
  const { FormDraftKeeper } = await import('./form-draft-keeper.ts');
  return { db, keeper: (place = owner, delay = 20) => new FormDraftKeeper(place, delay) };
}

describe('the listing form draft', () => {
  beforeEach(async () => {
    const { db } = await reload();
    await Promise.all([db.formDrafts.clear(), db.formDraftMedia.clear()]);
  });
  afterEach(async () => {
    const { db } = await import('@pwa/db/app-db.ts');
    db.close();
  });

  it('is kept across a reload, photos and video included, for its account only', async () => {
    const before = await reload();
    const media = { ...noMedia(), imageUrls: ['/media/i/kept.webp'], photos: [photo], video };
    const keeper = before.keeper();
    keeper.note({ values, media, unchanged: false });
    await keeper.flush();
    before.db.close();

    const after = await reload();
    const draft = await after.keeper().read(noMedia());
    expect(draft?.values).toEqual(values);
    expect(draft?.media.imageUrls).toEqual(['/media/i/kept.webp']);
    const [restoredPhoto] = draft?.media.photos ?? [];
    expect(restoredPhoto).toBeInstanceOf(File);
    expect(restoredPhoto?.name).toBe('camera.jpg');
    expect(restoredPhoto?.type).toBe('image/jpeg');
    expect(new Uint8Array(await (restoredPhoto ?? new Blob()).arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]));
    expect(draft?.media.video?.name).toBe('clip.webm');
    expect(draft?.media.video?.size).toBe(4);

    expect(await after.keeper({ accountId: 'someone-else', itemId: null }).read(noMedia())).toBeNull();
    expect(await after.keeper({ ...owner, itemId: 'a-listing' }).read(noMedia())).toBeNull();
  });

  it('writes after a pause in typing, keeps the photos when only the text changes, and forgets a discarded draft', async () => {
    const { db, keeper: make } = await reload();
    const keeper = make(owner, 60_000);
    const media = { ...noMedia(), photos: [photo] };
    keeper.note({ values: { ...values, title: 'Can' }, media, unchanged: false });
    keeper.note({ values, media, unchanged: false });
    expect(await db.formDrafts.count()).toBe(0);
    await keeper.flush();
    expect((await db.formDrafts.toArray()).map((row) => row.values.title)).toEqual(['Canon EOS 200D']);

    const put = vi.spyOn(db.formDraftMedia, 'put');
    keeper.note({ values: { ...values, price: '900' }, media, unchanged: false });
    await keeper.flush();
    expect(put).not.toHaveBeenCalled();
    expect((await keeper.read(noMedia()))?.media.photos).toHaveLength(1);
    keeper.note({ values, media: { ...media, photos: [photo, photo] }, unchanged: false });
    await keeper.flush();
    expect(put).toHaveBeenCalledOnce();
    expect((await keeper.read(noMedia()))?.media.photos).toHaveLength(2);

    keeper.note({ values: { ...values, price: '950' }, media, unchanged: false });
    await keeper.discard();
    await keeper.flush();
    expect(await keeper.read(noMedia())).toBeNull();
    expect(await db.formDraftMedia.count()).toBe(0);
  });

  it('stays through sign-out, which clears the cached data around it', async () => {
    const { db, keeper: make } = await reload();
    const { clearLocalData } = await import('@pwa/db/clear-local-data.ts');
    const keeper = make();
    keeper.note({ values, media: { ...noMedia(), photos: [photo] }, unchanged: false });
    await keeper.flush();
    await db.itemLists.put({ key: 'home:recent', ids: [], nextCursor: null, total: null, fetchedAt: Date.now() });
    await clearLocalData();
    expect(await db.itemLists.count()).toBe(0);
    expect((await keeper.read(noMedia()))?.media.photos).toHaveLength(1);
  });

  it('keeps a new listing\'s id with its draft: continued after a reload, the form saves that listing', async () => {
    const before = await reload();
    const first = before.keeper();
    const itemId = first.listingId();
    first.note({ values, media: noMedia(), unchanged: false });
    await first.flush();

    const after = await reload();
    const reopened = after.keeper();
    // A form opened afresh is another listing until the owner continues the draft.
    expect(reopened.listingId()).not.toBe(itemId);
    const draft = await reopened.read(noMedia());
    expect(draft?.newItemId).toBe(itemId);
    if (draft) reopened.continueDraft(draft);
    expect(reopened.listingId()).toBe(itemId);
    // Written on with the same id as the owner goes on typing.
    reopened.note({ values: { ...values, title: 'Canon EOS 200D, kit lens' }, media: noMedia(), unchanged: false });
    await reopened.flush();
    expect((await after.db.formDrafts.toArray()).map((row) => row.newItemId)).toEqual([itemId]);
  });

  it('has no id of its own for changes to a listing: the form saves the listing edited', async () => {
    const { db, keeper: make } = await reload();
    const itemId = '0193a1b2-9999-7000-8000-000000000009';
    const keeper = make({ ...owner, itemId });
    expect(keeper.listingId()).toBe(itemId);
    keeper.note({ values, media: noMedia(), unchanged: false });
    await keeper.flush();
    const [row] = await db.formDrafts.toArray();
    expect(row?.itemId).toBe(itemId);
    expect(row?.newItemId).toBeUndefined();
  });

  it('deletes the draft when the form is back as it opened', async () => {
    const { keeper: make } = await reload();
    const keeper = make();
    keeper.note({ values, media: noMedia(), unchanged: false });
    await keeper.flush();
    keeper.note({ values, media: noMedia(), unchanged: true });
    await keeper.flush();
    expect(await keeper.read(noMedia())).toBeNull();
  });
});
