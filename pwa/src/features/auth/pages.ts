/**
 * The auth feature's face for what only later pages and menus use: the signed-in-only route guard and
 * sign-out, and asking the server again who is signed in (after a change
 * it makes elsewhere, like a document verified). Apart from index.ts so that a first visit to / loads neither.
 */
export { RouteGuard } from './route-guard.tsx';
export { requestSignOut } from './sign-out.ts';
export { checkSession, forgetDeletedAccount } from './session-check.ts';
export { providerLoginHref } from './auth-providers-store.ts';
export { saveSession } from './session-store.ts';
