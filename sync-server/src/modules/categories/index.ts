/** The categories module: the listing categories, served as one prepared answer. */
export { categoryRoutes } from './category-routes.ts';
export { categoryByIdOrSlug } from './category-service.ts';
