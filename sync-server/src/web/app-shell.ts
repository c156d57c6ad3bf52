/**
 * The app shell (the build's index.html) with a first screen (first-screen/first-screen.ts) written
 * into it. Such a page loads the app's code only once its first screen has painted: the module scripts
 * (and any modulepreloads) leave the HTML for a `kiraya-app` meta that boot.js reads on the page's load
 * event.
 */
import path from 'node:path';
import type { Locale } from '@shared/locale.ts';
import { buildFileReader } from './build-file.ts';
import { html, type Html } from './html.ts';

/*
 * Code fetched beside the HTML would share a slow link with the stylesheet and the photo the first
 * screen paints with, and make that paint wait for it.
 */

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*">/;

/**
 * `shell` with `screen` (written in `locale`, which <html lang> then says until boot.js reads the
 * device's choice) before its root and its code started by boot.js: the entry's module scripts in
 * order, then `routeModules` preloaded. Undefined when the shell is not as the build writes it (no
 * root, no module script): the page is then served as built.
 */
export function shellWithFirstScreen(shell: string, screen: Html, routeModules: readonly string[], locale: Locale = 'en'): string | undefined {
  const scripts = [...shell.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  if (!scripts.length || !shell.includes(ROOT)) return undefined;
  const preloads = [...[...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''), ...routeModules];
  const appCode = html`<meta name="kiraya-app" content="${scripts.join(' ')}" data-preload="${preloads.join(' ')}">`;
  return shell
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    // Functions, so no `$` in a listing's title is read as a replacement pattern.
    .replace(HTML_LANG, () => `<html lang="${locale}">`)
    .replace('</head>', () => `${appCode.text}</head>`)
    .replace(ROOT, () => `${screen.text}${ROOT}`);
}

/** The shell of the build in `root` (undefined when it cannot be read: the page is then served as built). */
export const appShellReader = (root: string): (() => string | undefined) => buildFileReader(path.join(root, 'index.html'), (text) => text);
