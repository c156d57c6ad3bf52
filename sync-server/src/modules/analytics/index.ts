/** The analytics module: the administrators' figures of the last 30 days. */
export { analyticsRoutes } from './analytics-routes.ts';
