/**
 * The auth feature's public face: other features and routes import only from here or, for what only
 * later pages use, from pages.ts. The header and home import this one, so everything it names loads
 * on a first visit.
 */
export { AuthDialogHost } from './auth-dialog-host.tsx';
export { openAuthDialog, type AuthIntent, type AuthTab } from './auth-dialog-store.ts';
export { isSignedInOnceChecked } from './session-check.ts';
export { readSession, updateSessionUser } from './session-store.ts';
export { SignOutCheckHost } from './sign-out-check-host.tsx';
export { useAuth, useSessionRow, type AuthState } from './use-auth.ts';
