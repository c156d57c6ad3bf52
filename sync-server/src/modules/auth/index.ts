/** The auth module: sign-up, sign-in and sign-out, with a password or through a provider, their throttles, and password recovery. */
export { authRoutes } from './auth-routes.ts';
export { passwordRoutes } from './password-routes.ts';
export { sweepPasswordResets } from './password-reset.ts';
export { sweepEmailConfirmations } from './email-confirmation.ts';
export { emailRoutes } from './email-routes.ts';
export { providerSignInRoutes } from './provider-sign-in/provider-sign-in-routes.ts';
export { sweepForgottenSignInCounters } from './throttle.ts';
export { accountAfterCountedTry, refuseWrongPassword } from './password-confirmation.ts';
