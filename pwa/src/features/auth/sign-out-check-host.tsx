/** Mounts the sign-out check when it is wanted, loading its chunk only then (first-visit budget). */
import { lazy, Suspense } from 'react';
import { useSignOutCheck } from './sign-out-check-store.ts';

const SignOutCheck = lazy(() => import('./sign-out-check.tsx').then((module) => ({ default: module.SignOutCheck })));

export function SignOutCheckHost() {
  const unsynced = useSignOutCheck();
  if (unsynced === null) return null;
  return (
    <Suspense fallback={null}>
      <SignOutCheck unsynced={unsynced} />
    </Suspense>
  );
}
