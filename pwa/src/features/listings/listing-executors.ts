/**
 * How queued listing writes reach the server: photos and video first (resumable, see
 * upload-draft-media.ts), then POST or PUT /api/items, or DELETE, with the operation's
 * Idempotency-Key; the saved listing then replaces the local one in every cached list.
 */
import { apiPaths, type Item } from '@shared/api.ts';
import type { ListingPayloadInput } from '@shared/schemas/listing.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { forgetItem } from '@pwa/lib/item-cache.ts';
import type { Executor } from '@pwa/sync/executor.ts';
import type { ApiClient } from '@pwa/lib/api-client.ts';
import { keepSavedListing } from './keep-saved-listing.ts';
import { uploadDraftMedia, type DraftMedia } from './upload-draft-media.ts';
import type { ListingDraft, ListingProgress } from './listing-kinds.ts';

declare module '@pwa/db/outbox-row.ts' {
  interface OutboxKinds {
    /** A listing made on the device, with its photos and video as Blobs until uploaded. */
    'listing.create': { payload: ListingDraft; progress: ListingProgress };
    'listing.update': { payload: ListingDraft; progress: ListingProgress };
    'listing.delete': { payload: { itemId: string }; progress: null };
  }
}

/** The request body, built in one fixed order: a replay must match its first try byte for byte. */
const payloadOf = (draft: ListingDraft, media: DraftMedia): ListingPayloadInput => ({ ...draft.listing, ...media });

const putListing = (http: ApiClient, draft: ListingDraft, media: DraftMedia, key: string): Promise<Item> =>
  http.send<Item>(apiPaths.item(draft.itemId), { method: 'PUT', body: payloadOf(draft, media), idempotencyKey: key });

const listingTables = ['items', 'itemLists'] as const;

export const createListingExecutor: Executor<'listing.create'> = {
  tables: listingTables,
  async run(op, io) {
    const draft = op.payload;
    const media = await uploadDraftMedia(draft, op.progress, io, op.idempotencyKey);
    let item: Item;
    try {
      item = await io.http.send<Item>(apiPaths.items, {
        method: 'POST',
        body: { id: draft.itemId, ...payloadOf(draft, media) },
        idempotencyKey: op.idempotencyKey,
      });
    } catch (error) {
      // The listing already exists under its device-made id: an earlier try got through before this
      // operation was edited (a new key), or its key outlived the server's 30 days. Saving the draft
      // over it is what the owner asked for; someone else's listing answers 403 and fails the write.
      if (!(isApiError(error) && error.status === 409 && error.code === 'conflict')) throw error;
      item = await putListing(io.http, draft, media, `${op.idempotencyKey}.put`);
    }
    return () => keepSavedListing(item);
  },
  async revert(op) {
    // A listing never created leaves no trace on the device.
    await forgetItem(op.payload.itemId);
  },
  discardsLaterOnEntity: true,
};

export const updateListingExecutor: Executor<'listing.update'> = {
  tables: listingTables,
  async run(op, io) {
    const media = await uploadDraftMedia(op.payload, op.progress, io, op.idempotencyKey);
    const item = await putListing(io.http, op.payload, media, op.idempotencyKey);
    return () => keepSavedListing(item);
  },
};

export const deleteListingExecutor: Executor<'listing.delete'> = {
  tables: listingTables,
  async run(op, io) {
    const { itemId } = op.payload;
    try {
      await io.http.send<void>(apiPaths.item(itemId), { method: 'DELETE', idempotencyKey: op.idempotencyKey });
    } catch (error) {
      // Already gone (deleted from another device): what the owner asked for is done.
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
    return () => forgetItem(itemId);
  },
};
