/**
 * Builds the PWA in pwa/ into dist/pwa, which the sync server serves. Hashed files
 * land under /assets/, the only path the server caches as immutable.
 */
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScriptPlugin } from './pwa/build/boot-script-plugin.ts';
import { indianCitiesPlugin } from './pwa/build/indian-cities-plugin.ts';
import { webManifest, webManifestFor } from './pwa/build/web-manifest.ts';
import hindiCore from './shared/src/messages/hi/messages.ts';
import hindiShortcuts from './shared/src/messages/hi/app-shortcuts.ts';
import { APP_NAME, messages } from './shared/src/messages.ts';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export default defineConfig({
  root: fromRoot('./pwa'),
  publicDir: fromRoot('./pwa/public'),
  resolve: {
    alias: {
      '@shared': fromRoot('./shared/src'),
      '@pwa': fromRoot('./pwa/src'),
    },
  },
  build: {
    outDir: fromRoot('./dist/pwa'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // .vite/manifest.json: which chunks each route needs, for the server's preloads of a landing page
    // (sync-server/src/web/route-preloads.ts). Not precached: the worker takes no dot-directories.
    manifest: true,
    modulePreload: {
      // Every browser Kiraya is made for preloads modules itself (Chrome since 66, Safari 17, Firefox
      // 115); an older one only loses the early fetch. The polyfill cost every first visit ~0.4 KB.
      polyfill: false,
      // A chunk loaded by the app's code (a route opened, the menu's sheet, the sync once the page has
      // settled) is not preceded by preload links for its imports: inserting them, a link per chunk,
      // runs inside the tap that asked for the chunk, and held its next paint back (14 ms on this host
      // for the menu's sheet, about 90 ms on a budget phone; one 20-45 ms task for the sync). The
      // browser fetches a chunk's imports as soon as it has read the chunk, and once the service
      // worker has the app every chunk is on the device. The landing page's own chunks are still
      // preloaded, from the page (the server's Link header and boot.js).
      resolveDependencies: (_filename, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every first visit anyway, so it goes in one
        // chunk. Left to itself rolldown moves the parts lazy routes share too (React, the router core,
        // the messages) into common chunks it then fails to merge back, which costs requests and the
        // import/export glue between them (~3 KB gzip against the first visit's budget).
        //
        // Except what the Hindi copy (shared/src/messages/hi/) imports: a copy module in the entry awaits
        // its Hindi half at the top level (shared/src/locale.ts), so a Hindi chunk that imported the entry
        // chunk would wait for the entry, which waits for it, and a Hindi page would never render. These
        // few modules get a chunk of their own (no top-level await, imports nothing else) that both use.
        codeSplitting: {
          groups: [
            { name: 'intl', test: /shared[\\/]src[\\/](intl|locale|limits)\.ts$/, priority: 1 },
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  plugins: [
    bootScriptPlugin(),
    // index.html's title and description come from the shared copy, like every other string; the
    // Hindi ones ride along in data-hi, for boot.js to put in place on a Hindi page before any module runs.
    {
      name: 'kiraya-html-copy',
      transformIndexHtml: (html: string) =>
        html
          .replaceAll('%KIRAYA_TITLE%', escapeHtml(messages.brand.documentTitle))
          .replaceAll('%KIRAYA_DESCRIPTION%', escapeHtml(`${APP_NAME}: ${messages.brand.description}`))
          .replaceAll('%KIRAYA_TITLE_HI%', escapeHtml(hindiCore.brand.documentTitle))
          .replaceAll('%KIRAYA_DESCRIPTION_HI%', escapeHtml(`${APP_NAME}: ${hindiCore.brand.description}`)),
    },
    // The Hindi manifest beside vite-plugin-pwa's English one; boot.js links it on a Hindi
    // page, and the worker precaches it with the other *.webmanifest.
    {
      name: 'kiraya-hindi-manifest',
      apply: 'build',
      generateBundle() {
        const manifest = webManifestFor({ description: hindiCore.brand.description, shortcuts: hindiShortcuts }, 'hi');
        this.emitFile({ type: 'asset', fileName: 'manifest.hi.webmanifest', source: JSON.stringify(manifest) });
      },
    },
    // The router plugin must come before React's so it can split route files first.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromRoot('./pwa/src/routes'),
      generatedRouteTree: fromRoot('./pwa/src/routeTree.gen.ts'),
      autoCodeSplitting: true,
      // Home is what a first visit shows: keeping it in the entry chunk saves a round trip before it
      // paints. Every other route loads its own chunk.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
    }),
    react(),
    tailwindcss(),
    // The listing form's city list, generated from a dataset package that never ships.
    indianCitiesPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: fromRoot('./pwa/src'),
      filename: 'sw.ts',
      // main.tsx registers the worker itself, in production only and without reloading the page.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      },
      // Name, icons (maskable too), colours, shortcuts: pwa/build/web-manifest.ts.
      manifest: webManifest,
    }),
  ],
});
