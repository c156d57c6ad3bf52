/**
 * The web app manifest's shortcuts (a long press on the home-screen icon). Read only by the build,
 * which writes an English and a Hindi manifest (pwa/build/web-manifest.ts), so no page loads them.
 */
import type { Copy } from '../locale.ts';

export const appShortcutMessages = {
  search: { name: 'Search', description: 'Find things to rent near you' },
  listItem: { name: 'List an item', description: 'Put something up for rent' },
} as const;

export type AppShortcutMessages = Copy<typeof appShortcutMessages>;
