import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { ownerListKey, storeItemList } from '@pwa/lib/item-cache.ts';
import { makeUser } from '@pwa/test/users.ts';
import { listingFromDraft } from './local-listing.ts';
import type { ListingDraft } from './listing-kinds.ts';
import { CAMERA_CATEGORY, makeCameraListing } from '@pwa/test/items.ts';
import { saveListingOnDevice } from './mutations.ts';
import { freshDevice } from '@pwa/test/outbox-in-dom.ts';

const owner = makeUser();
const draft: ListingDraft = {
  itemId: '0193a1b2-8888-7000-8000-000000008888',
  listing: { title: 'Camping tent for four', description: 'Waterproof, easy to pitch.', categoryId: CAMERA_CATEGORY.id, isNegotiable: true, price: null, priceUnit: null, location: 'Pune, Maharashtra', contactPhone: null },
  photos: [],
  video: null,
};
const local = listingFromDraft(draft, { owner, category: CAMERA_CATEGORY });

describe('saving a listing on the device', () => {
  beforeEach(async () => {
    await freshDevice(owner);
    await storeItemList(ownerListKey(owner.id), [makeCameraListing()]);
  });

  it('writes the listing, first in its owner’s list, and queues its write, together', async () => {
    const seq = await saveListingOnDevice(owner.id, 'create', draft, local);
    expect(await db.outbox.get(seq)).toMatchObject({ kind: 'listing.create', accountId: owner.id, entity: `listing:${draft.itemId}`, payload: draft });
    expect(await db.items.get(draft.itemId)).toMatchObject({ title: 'Camping tent for four', categoryName: 'Cameras', isNegotiable: true });
    expect((await db.itemLists.get(ownerListKey(owner.id)))?.ids[0]).toBe(draft.itemId);
  });

  it('writes nothing when the write cannot be queued: never a listing shown that will not be sent', async () => {
    // A delete of the listing is already queued: the outbox refuses to queue a save behind it.
    await db.outbox.add({ kind: 'listing.delete', accountId: owner.id, entity: `listing:${draft.itemId}`, payload: { itemId: draft.itemId }, progress: null, idempotencyKey: 'k', status: 'pending', attempts: 0, nextAttemptAt: 0, error: null, createdAt: 1 });
    await expect(saveListingOnDevice(owner.id, 'update', draft, local)).rejects.toThrow('being deleted');
    expect(await db.items.get(draft.itemId)).toBeUndefined();
    expect((await db.itemLists.get(ownerListKey(owner.id)))?.ids).not.toContain(draft.itemId);
    expect(await db.outbox.count()).toBe(1);
  });

  it('replaces the listing’s queued writes with the new draft instead of queuing another', async () => {
    const first = await saveListingOnDevice(owner.id, 'create', draft, local);
    const second = await saveListingOnDevice(owner.id, 'update', { ...draft, listing: { ...draft.listing, title: 'Tent for four, with mats' } }, local);
    expect(second).toBe(first);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'listing.create', payload: { listing: { title: 'Tent for four, with mats' } } }]);
  });
});
