/** Mounts the install instructions while they are open, loading their chunk the first time. */
import { lazy, Suspense } from 'react';
import { closeInstallInstructions, useInstallInstructionsOpen } from './request-install.ts';

const InstallInstructionsDialog = lazy(() =>
  import('./install-instructions-dialog.tsx').then((module) => ({ default: module.InstallInstructionsDialog })),
);

export function InstallInstructionsHost() {
  if (!useInstallInstructionsOpen()) return null;
  return (
    <Suspense fallback={null}>
      <InstallInstructionsDialog onClose={closeInstallInstructions} />
    </Suspense>
  );
}
