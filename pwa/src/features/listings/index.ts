/**
 * The listings feature's face for other features: the listings' queued writes as My Listings shows
 * and sends them. The form's pages are in pages.ts, for the routes, so an importer of this face does
 * not load the form and the city list.
 */
export type { DraftPhoto } from './listing-kinds.ts';
export { queueListingDelete } from './queue-listing.ts';
export { applyDraft, listingFromDraft } from './local-listing.ts';
export { sendListingWrite, type ListingWriteOutcome } from './send-listing-write.ts';
export { mediaLeftOutToast } from './media-left-out-toast.ts';
export type { MediaLeftOut } from './media-watch.ts';
