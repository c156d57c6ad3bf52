/** Mounts the sign-out check when it is wanted, loading its chunk only then (first-visit budget). */
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { setSignOutCheck, useSignOutCheck } from './sign-out-check-store.ts';

const SignOutCheck = lazyPart(() => import('./sign-out-check.tsx').then((module) => module.SignOutCheck), { placeholder: 'opening' });

export function SignOutCheckHost() {
  const unsynced = useSignOutCheck();
  if (unsynced === null) return null;
  return <SignOutCheck unsynced={unsynced} onLoadFailed={() => setSignOutCheck(null)} />;
}
