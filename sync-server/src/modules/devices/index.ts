/** The devices module: where an account is signed in, and signing those devices out. */
export { deviceRoutes } from './device-routes.ts';
export { devicesOf } from './device-service.ts';
