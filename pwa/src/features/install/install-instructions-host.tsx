/** Mounts the install instructions while they are open, loading their chunk the first time. */
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { closeInstallInstructions, useInstallInstructionsOpen } from './request-install.ts';

const InstallInstructionsDialog = lazyPart(() => import('./install-instructions-dialog.tsx').then((module) => module.InstallInstructionsDialog), {
  placeholder: 'opening',
});

export function InstallInstructionsHost() {
  if (!useInstallInstructionsOpen()) return null;
  return <InstallInstructionsDialog onClose={closeInstallInstructions} onLoadFailed={closeInstallInstructions} />;
}
