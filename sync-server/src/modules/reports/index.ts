/** The reports module: users flag listings, users and messages for the moderators. */
export { reportRoutes } from './report-routes.ts';
export { reportsMadeBy } from './report-service.ts';
