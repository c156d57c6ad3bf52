/**
 * The listings feature's public face: the listing form's pages, for the routes. Whatever is exported
 * here lands in the importer's chunk with the form and the city list, so data helpers live elsewhere.
 */
export { CreateListingPage } from './create-listing-page.tsx';
export { EditListingPage } from './edit-listing-page.tsx';
