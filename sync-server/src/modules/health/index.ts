/** The health module: the liveness call. */
export { healthRoutes } from './health-routes.ts';
