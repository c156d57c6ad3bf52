/**
 * The items feature's pages that only their routes load (apart from index.ts, which the first page
 * loads): the owner's availability page of a listing and the favourites page.
 */
export { AvailabilityPage } from './availability-page.tsx';
export { FavoritesPage } from './favorites-page.tsx';
