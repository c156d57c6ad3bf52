/** The packages module: the plans on offer and what each allows. */
export { packageRoutes } from './package-routes.ts';
export { photoLimit, videoLimitMb } from './plan-limits.ts';
