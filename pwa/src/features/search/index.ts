/** The search feature's public face. */
export { SearchPage } from './search-page.tsx';
export type { SearchFilter } from '@shared/search-query.ts';
