/** The auth module: sign-up, sign-in and sign-out, with a password or through a provider, and their throttles. */
export { authRoutes } from './auth-routes.ts';
export { providerSignInRoutes } from './provider-sign-in/provider-sign-in-routes.ts';
export { sweepForgottenSignInCounters } from './throttle.ts';
