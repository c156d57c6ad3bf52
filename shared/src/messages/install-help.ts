/**
 * Copy read after the first screen, by lazy chunks only: the instructions for browsers
 * that have no install dialog, and the prompt shown when a new version is waiting. Apart from the
 * first visit's install copy (messages/install.ts) so a Hindi first visit does not download it.
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  instructions: {
    title: 'Install Kiraya',
    intro: 'Open it from your home screen like an app, even without a connection.',
    /** One line per kind of browser that installs only through its own menus. */
    ios: 'Tap Share, then Add to Home Screen.',
    android: 'Open the browser menu (⋮), then tap Install app or Add to Home screen.',
    macSafari: 'In the menu bar, choose File, then Add to Dock.',
    desktop: 'This browser cannot install apps. Open Kiraya in Chrome or Edge, or on your phone.',
    close: 'Got it',
  },
  update: {
    title: 'New version available',
    text: 'Reload to start using it.',
    reload: 'Reload',
    later: 'Later',
  },
} as const;

export type InstallHelpMessages = Copy<typeof english>;
export const installHelpMessages: InstallHelpMessages = await localized<InstallHelpMessages>(english, () => import('./hi/install-help.ts'));
