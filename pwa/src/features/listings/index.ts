export { CreateListingPage } from './create-listing-page.tsx';
