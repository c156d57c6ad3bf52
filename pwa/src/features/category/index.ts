/** The category page feature's public face. */
export { CategoryPage } from './category-page.tsx';
