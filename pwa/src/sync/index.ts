/**
 * The outbox's public face (DESIGN.md §7), for features and main.tsx:
 * - queue a write inside the transaction of its local change: enqueue, or for listings
 *   queueListingCreate / queueListingUpdate / queueListingDelete; favourites: claimDeviceFavourites
 *   after a toggle, pullFavourites to merge with the account (sync-favorites.ts);
 * - show it: useOutboxSummary, useEntityOutbox(listingEntity(id)), useOutboxOperations;
 * - act on it: retryOperation, editOperation, discardOperation;
 * - run it: startOutboxSync() once per tab (main.tsx), requestOutboxFlush() after signing in.
 */
export { enqueue, type KindAndPayload, type NewOperation } from './enqueue.ts';
export type { OutboxFailure, OutboxKind, OutboxRow, OutboxRowOf, OutboxStatus, PayloadOf } from './outbox-types.ts';
export { discardOperation, editOperation, retryOperation } from './outbox-actions.ts';
export { useEntityOutbox, useOutboxOperations, useOutboxSummary, type EntityOutboxState, type OutboxSummary } from './use-outbox.ts';
export { startOutboxSync } from './start-outbox-sync.ts';
export { requestOutboxFlush } from './app-outbox.ts';
export { listingEntity, type DraftPhoto, type DraftVideo, type ListingDraft, type ListingFields } from './listings/listing-kinds.ts';
export { queueListingCreate, queueListingDelete, queueListingUpdate } from './listings/queue-listing.ts';
export { keepSavedListing } from './listings/keep-saved-listing.ts';
export { MAX_FAVORITE_CHANGES } from './favorites/favorite-kinds.ts';
export { queueFavoriteChanges } from './favorites/queue-favorites.ts';
export { claimDeviceFavourites, pullFavourites, type PullDeps } from './favorites/sync-favorites.ts';
