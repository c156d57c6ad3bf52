/** The reviews module: reviews of the website itself. */
export { reviewRoutes } from './review-routes.ts';
