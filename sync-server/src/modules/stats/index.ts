/** The stats module: the marketplace's public figures. */
export { statsRoutes } from './stats-routes.ts';
