/**
 * Kiraya's web app manifest, given to vite-plugin-pwa by vite.config.ts, and the list
 * of icon files that generate-icons.ts draws from the brand mark. Colours match the page: the
 * header's surface in light and dark (index.html's theme-color metas; a manifest has only one
 * theme_color, so it carries the light one, and the dark one lives in index.html alone).
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { APP_NAME, messages } from '../../shared/src/messages.ts';
import { appShortcutMessages, type AppShortcutMessages } from '../../shared/src/messages/app-shortcuts.ts';

export const BRAND_COLOR = '#c2410c';
/** The header's surface (styles.css --color-surface), which the browser's bar continues. */
export const THEME_COLORS = { light: '#ffffff', dark: '#1c1917' } as const;
/** The splash screen's background while the app starts (--color-surface in light mode). */
export const BACKGROUND_COLOR = THEME_COLORS.light;

export interface BrandIcon {
  /** Path under pwa/public and URL path alike. */
  src: string;
  size: number;
  /**
   * any: the rounded mark as the favicon draws it. maskable: full-bleed brand colour with the mark
   * inside the central safe zone, for launchers that cut their own shape. apple: full-bleed without
   * a manifest entry (iOS rounds the corners itself). shortcut-*: a shortcut's glyph on the brand
   * colour, kept inside the safe zone too since launchers mask shortcut icons.
   */
  kind: 'any' | 'maskable' | 'apple' | 'shortcut-search' | 'shortcut-list';
}

export const BRAND_ICONS: readonly BrandIcon[] = [
  { src: '/icon-192.png', size: 192, kind: 'any' },
  { src: '/icon-512.png', size: 512, kind: 'any' },
  { src: '/icon-maskable-192.png', size: 192, kind: 'maskable' },
  { src: '/icon-maskable-512.png', size: 512, kind: 'maskable' },
  { src: '/apple-touch-icon.png', size: 180, kind: 'apple' },
  { src: '/shortcut-search-96.png', size: 96, kind: 'shortcut-search' },
  { src: '/shortcut-list-96.png', size: 96, kind: 'shortcut-list' },
];

const png = (icon: BrandIcon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png' });
const iconsOf = (kind: BrandIcon['kind']) => BRAND_ICONS.filter((icon) => icon.kind === kind).map(png);
/** The words a manifest carries, from one language's copy. */
export interface ManifestCopy {
  description: string;
  shortcuts: AppShortcutMessages;
}

/**
 * The manifest in one language: the English one is vite-plugin-pwa's
 * /manifest.webmanifest; the Hindi one is /manifest.hi.webmanifest, which boot.js links on a Hindi page.
 */
export function webManifestFor(copy: ManifestCopy, lang: 'en' | 'hi'): Partial<ManifestOptions> {
  return {
    // The identity of the installed app: stays the same if start_url ever gains a query string.
    id: '/',
    name: APP_NAME,
    short_name: APP_NAME,
    description: copy.description,
    lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'lifestyle'],
    icons: [
      ...iconsOf('any').map((icon) => ({ ...icon, purpose: 'any' })),
      ...iconsOf('maskable').map((icon) => ({ ...icon, purpose: 'maskable' })),
    ],
    shortcuts: [
      { name: copy.shortcuts.search.name, description: copy.shortcuts.search.description, url: '/search', icons: iconsOf('shortcut-search') },
      { name: copy.shortcuts.listItem.name, description: copy.shortcuts.listItem.description, url: '/create-listing', icons: iconsOf('shortcut-list') },
    ],
  };
}

export const webManifest = webManifestFor({ description: messages.brand.description, shortcuts: appShortcutMessages }, 'en');
