/** The support module: users' messages to support, and the administrators' queue and answers. */
export { supportRoutes } from './support-routes.ts';
