/**
 * Copy of the "Install app" action in the header and the menus. Only the action's
 * name: it loads on every first visit, so what is read later (the instructions and the update
 * prompt, messages/install-help.ts; the manifest's shortcuts, messages/app-shortcuts.ts) lives apart.
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  installApp: 'Install app',
} as const;

export type InstallMessages = Copy<typeof english>;
export const installMessages: InstallMessages = await localized<InstallMessages>(english, () => import('./hi/first-visit.ts').then((hindi) => ({ default: hindi.install })));
