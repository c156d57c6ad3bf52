/**
 * The web app manifest (pwa/build/web-manifest.ts) holds what installing needs: identity, start URL
 * inside its scope, standalone display, icons 192 and 512 for both purposes, colours matching
 * index.html, and shortcuts to real routes, each with an icon that exists at its stated size.
 */
import { describe, expect, it } from 'vitest';
import { appShortcutMessages } from '@shared/messages/app-shortcuts.ts';
import { BRAND_ICONS, THEME_COLORS, webManifest } from '../../../build/web-manifest.ts';
import indexHtml from '../../../index.html?raw';

// The committed PNGs, as data URLs, and the route files by path.
const pngs = import.meta.glob<string>('../../../public/*.png', { query: '?inline', import: 'default', eager: true });
const routeFiles = Object.keys(import.meta.glob('../../routes/*.tsx'));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  expect(String.fromCharCode(...bytes.slice(1, 4))).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function expectPngIcon(icon: { src: string; sizes?: string; type?: string }): void {
  const dataUrl = pngs[`../../../public${icon.src}`];
  expect(dataUrl, `${icon.src} is in pwa/public`).toBeDefined();
  const { width, height } = pngSize(dataUrl ?? '');
  expect(`${width}x${height}`).toBe(icon.sizes);
  expect(icon.type).toBe('image/png');
}

describe('web app manifest', () => {
  it('names the app and opens it standalone at a start URL inside its scope', () => {
    expect(webManifest).toMatchObject({ id: '/', name: 'Kiraya', short_name: 'Kiraya', start_url: '/', scope: '/', display: 'standalone' });
    expect(webManifest.description?.length).toBeGreaterThan(20);
    expect(new URL(webManifest.start_url ?? '', 'https://kiraya.example').pathname.startsWith(webManifest.scope ?? '')).toBe(true);
  });

  it('has PNG icons of 192 and 512 px for both plain and maskable use, at their stated sizes', () => {
    const icons = webManifest.icons ?? [];
    for (const purpose of ['any', 'maskable']) {
      expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    }
    icons.forEach(expectPngIcon);
  });

  it('draws every icon file the generator lists, at its size', () => {
    for (const icon of BRAND_ICONS) expectPngIcon({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png' });
  });

  it('uses the light header colour as theme and background, and index.html carries both themes', () => {
    expect(webManifest.theme_color).toBe(THEME_COLORS.light);
    expect(webManifest.background_color).toBe(THEME_COLORS.light);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)" />`);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)" />`);
  });

  it('has shortcuts to Search and List an item, which are real routes, each with a 96 px icon', () => {
    const shortcuts = webManifest.shortcuts ?? [];
    expect(shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      [appShortcutMessages.search.name, '/search'],
      [appShortcutMessages.listItem.name, '/create-listing'],
    ]);
    for (const shortcut of shortcuts) {
      expect(routeFiles).toContain(`../../routes${shortcut.url}.tsx`);
      expect(shortcut.icons?.map((icon) => icon.sizes)).toEqual(['96x96']);
      shortcut.icons?.forEach(expectPngIcon);
    }
  });
});
