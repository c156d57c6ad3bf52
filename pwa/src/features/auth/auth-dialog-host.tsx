/**
 * Mounts the auth dialog the first time anything opens it, loading its chunk on demand (a first
 * visit loads at most 150 KB of JavaScript). It stays mounted afterwards so reopening is instant.
 */
import { useEffect, useState } from 'react';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { closeAuthDialog, useAuthDialogState } from './auth-dialog-store.ts';
import { loadAuthProviders } from './auth-providers-store.ts';

const AuthDialog = lazyPart(() => import('./auth-dialog.tsx').then((module) => module.AuthDialog), { placeholder: 'opening' });

export function AuthDialogHost() {
  const state = useAuthDialogState();
  const [wanted, setWanted] = useState(false);
  if (state !== 'closed' && !wanted) setWanted(true);
  // The provider button's answer is asked for beside the dialog's chunk, at each opening until it is in.
  useEffect(() => {
    if (state !== 'closed') loadAuthProviders();
  }, [state]);
  if (!wanted) return null;
  return (
    <AuthDialog
      onLoadFailed={() => {
        closeAuthDialog();
        setWanted(false);
      }}
    />
  );
}
