/** Saved searches: saving a search to be told of new listings, and the profile's list of them. */
export { SaveSearchButton } from './save-search-button.tsx';
export { SavedSearchesSection } from './saved-searches-section.tsx';
export { savedSearchOf } from './saved-search-of.ts';
