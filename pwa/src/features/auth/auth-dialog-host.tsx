/**
 * Mounts the auth dialog the first time anything opens it, loading its chunk on demand (DESIGN.md §11:
 * first-visit JavaScript ≤ 150 KB). It stays mounted afterwards so reopening is instant.
 */
import { lazy, Suspense, useState } from 'react';
import { useAuthDialogState } from './auth-dialog-store.ts';

const AuthDialog = lazy(() => import('./auth-dialog.tsx').then((module) => ({ default: module.AuthDialog })));

export function AuthDialogHost() {
  const state = useAuthDialogState();
  const [wanted, setWanted] = useState(false);
  if (state !== 'closed' && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
