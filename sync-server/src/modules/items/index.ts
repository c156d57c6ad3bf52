/** The items module: listings, their lists, search and pages, their changes for devices, and the list cache. */
export { cachedItemPages } from './item-pages.ts';
export { itemListRequest } from './item-query.ts';
export { itemRoutes } from './item-routes.ts';
export {
  categoryItemPage,
  categoryPageKey,
  deleteListingsOfLeavingUser,
  itemListPage,
  listingOwner,
  listingPageTop,
  markListingChanged,
  ownerListingsPage,
  ownerShownOnListingsChanged,
  requireItem,
  restampListingsOfEndedPlans,
  restampOwnerListings,
  storeSeedListing,
  type ItemPageTop,
} from './item-service.ts';
export { LISTED_SQL } from './item-row.ts';
export { likePattern } from './item-search.ts';
export { queryExpander } from './query-expansion.ts';
export { cachedPage, invalidateListCacheOnCommit } from './list-cache.ts';
export {
  hiddenListings,
  hideListing,
  hideListingsOfSuspendedOwner,
  listingsForModerators,
  relistListingsOfRestoredOwner,
  requestListingReview,
  restoreListing,
  type ModeratedListing,
} from './listing-moderation.ts';
