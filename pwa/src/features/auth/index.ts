/** The auth feature's public face: other features and routes import only from here. */
export { AuthDialogHost } from './auth-dialog-host.tsx';
export { openAuthDialog, type AuthIntent, type AuthTab } from './auth-dialog-store.ts';
export { RouteGuard } from './route-guard.tsx';
export { updateSessionUser } from './session-store.ts';
export { SignOutCheckHost } from './sign-out-check-host.tsx';
export { requestSignOut, signOut } from './sign-out.ts';
export { useAuth, type AuthState } from './use-auth.ts';
