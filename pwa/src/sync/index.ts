/**
 * The outbox's public face (DESIGN.md §7), for features and main.tsx:
 * - queue a write inside the transaction of its local change: enqueue, or for listings
 *   queueListingCreate / queueListingUpdate / queueListingDelete; favourites: claimDeviceFavourites
 *   after a toggle, pullFavourites to merge with the account (sync-favorites.ts);
 * - show it: useOutboxSummary, useEntityOutbox(listingEntity(id)), useOutboxOperations;
 * - act on it: retryOperation, editOperation, discardOperation;
 * - listings from the form: queueListingSave (a draft supersedes the listing's queued writes), the
 *   local row from applyDraft / listingFromDraft, and sendListingWrite for a write the owner waits
 *   for (sent now; media refused while they watch is left out, spec §4);
 * - run it: startOutboxSync() once per tab (main.tsx), requestOutboxFlush() after signing in.
 */
export { enqueue, type KindAndPayload, type NewOperation } from './enqueue.ts';
export type { OutboxFailure, OutboxKind, OutboxRow, OutboxRowOf, OutboxStatus, PayloadOf } from './outbox-types.ts';
export { discardOperation, editOperation, retryOperation } from './outbox-actions.ts';
export { useEntityOutbox, useOutboxOperations, useOutboxSummary, type EntityOutboxState, type OutboxSummary } from './use-outbox.ts';
export { startOutboxSync } from './start-outbox-sync.ts';
export { requestOutboxFlush } from './app-outbox.ts';
export { listingEntity, type DraftMediaGroup, type DraftPhoto, type DraftVideo, type ListingDraft, type ListingFields, type ListingProgress } from './listings/listing-kinds.ts';
export { queueListingCreate, queueListingDelete, queueListingSave, queueListingUpdate } from './listings/queue-listing.ts';
export { keepSavedListing } from './listings/keep-saved-listing.ts';
export { applyDraft, listingFromDraft } from './listings/local-listing.ts';
export { draftUploadProgress, type DraftUploadProgress } from './listings/draft-upload-progress.ts';
export type { MediaLeftOut } from './listings/media-watch.ts';
export { mediaLeftOutToast } from './listings/media-left-out-toast.ts';
export { sendListingWrite, type ListingWriteOutcome } from './listings/send-listing-write.ts';
export { MAX_FAVORITE_CHANGES } from './favorites/favorite-kinds.ts';
export { queueFavoriteChanges } from './favorites/queue-favorites.ts';
export { claimDeviceFavourites, pullFavourites, type PullDeps } from './favorites/sync-favorites.ts';
