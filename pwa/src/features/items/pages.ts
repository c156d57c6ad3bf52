/**
 * The items feature's pages that only their routes load (apart from index.ts, which the first page
 * and every page with a listing card load): the item page with its media, calendar and reviews, the
 * owner's availability page of a listing and the favourites page.
 */
export { AvailabilityPage } from './availability-page.tsx';
export { FavoritesPage } from './favorites-page.tsx';
export { ItemPage } from './item-page.tsx';
