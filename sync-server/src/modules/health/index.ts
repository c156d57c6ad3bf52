/** The health module: the health call and the liveness and readiness probes. */
export { healthRoutes } from './health-routes.ts';
