/** The categories feature's public face: other features and routes import only from here. */
export { CategoryGrid } from './category-grid.tsx';
export { useCategories, type CategoriesState } from './use-categories.ts';
