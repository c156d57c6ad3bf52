/** The listing form's pages, for their routes (apart from index.ts, whose importers need no form). */
export { CreateListingPage } from './create-listing-page.tsx';
export { EditListingPage } from './edit-listing-page.tsx';
