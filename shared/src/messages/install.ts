/**
 * Copy of installing Kiraya and of updating it (DESIGN.md §8): the "Install app" action, the
 * instructions for browsers that have no install dialog, the manifest's shortcuts, and the prompt
 * shown when a new version is waiting. Kept short: the menus' part of it loads on first visit.
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  installApp: 'Install app',
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
  shortcuts: {
    search: { name: 'Search', description: 'Find things to rent near you' },
    listItem: { name: 'List an item', description: 'Put something up for rent' },
  },
  update: {
    title: 'New version available',
    text: 'Reload to start using it.',
    reload: 'Reload',
    later: 'Later',
  },
} as const;

export type InstallMessages = Copy<typeof english>;
export const installMessages: InstallMessages = await localized<InstallMessages>(english, () => import('./hi/first-visit.ts').then((hindi) => ({ default: hindi.install })));
