/** The install feature's public face: other features and main.tsx import only from here. */
export { InstallInstructionsHost } from './install-instructions-host.tsx';
export { startInstallCapture, useInstallOption, type InstallOption } from './install-store.ts';
export { requestInstall } from './request-install.ts';
