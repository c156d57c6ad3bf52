/**
 * Queuing a listing write from the listing form or My Listings, inside the caller's transaction
 * (enqueue.ts), so the listing the owner sees and the write that sends it are kept together.
 */
import type { Transaction } from 'dexie';
import { enqueue, freshAttempt } from '@pwa/sync/index.ts';
import type { OutboxRow } from '@pwa/db/outbox-row.ts';
import type { ListingDraft } from './listing-kinds.ts';
import { listingEntity } from '@pwa/db/outbox-entities.ts';

// For example, a listing made offline:
//   await db.transaction('rw', db.items, db.itemLists, db.outbox, async (tx) => {
//     await keepSavedListing(localItem); // shown at once, marked "Waiting to sync"
//     await queueListingSave(tx, user.id, 'create', draft);
//   });
export const queueListingCreate = (tx: Transaction, accountId: string, draft: ListingDraft): Promise<number> =>
  enqueue(tx, { kind: 'listing.create', accountId, entity: listingEntity(draft.itemId), payload: draft });

export const queueListingUpdate = (tx: Transaction, accountId: string, draft: ListingDraft): Promise<number> =>
  enqueue(tx, { kind: 'listing.update', accountId, entity: listingEntity(draft.itemId), payload: draft });

export const queueListingDelete = (tx: Transaction, accountId: string, itemId: string): Promise<number> =>
  enqueue(tx, { kind: 'listing.delete', accountId, entity: listingEntity(itemId), payload: { itemId } });

/**
 * Queues the listing as the owner saved it from the form. A draft is the whole listing, so it
 * supersedes the listing's writes still queued (waiting offline, or refused and being fixed): the
 * first of them takes the new draft — a creation stays a creation, since the server may never have
 * seen the listing — and the later ones go, so the listing is sent once, as last saved, and media
 * picked earlier is uploaded once. Otherwise a new create or update is queued. Resolves with the
 * operation's sequence number.
 *
 * The new draft is a new request (a new Idempotency-Key, its uploads started afresh), as
 * editOperation makes it. Should the first write be on its way at this moment, that try no longer
 * matches the operation and leaves it queued; the next one sends the new draft over what it saved
 * (a creation that landed is answered 409 and saved with PUT, see listing-executors.ts).
 */
export async function queueListingSave(tx: Transaction, accountId: string, mode: 'create' | 'update', draft: ListingDraft): Promise<number> {
  const outbox = tx.table<OutboxRow, number>('outbox');
  const queued = await outbox.where('entity').equals(listingEntity(draft.itemId)).sortBy('seq');
  // The form is never offered for a listing being deleted (the edit page says it is gone).
  if (queued.some((op) => op.kind === 'listing.delete')) throw new Error(`listing ${draft.itemId} is being deleted`);
  const [first, ...later] = queued;
  if (!first) return mode === 'create' ? queueListingCreate(tx, accountId, draft) : queueListingUpdate(tx, accountId, draft);
  await outbox.update(first.seq, (row) => {
    Object.assign(row, { payload: draft, ...freshAttempt() });
  });
  if (later.length) await outbox.bulkDelete(later.map((op) => op.seq));
  return first.seq;
}
