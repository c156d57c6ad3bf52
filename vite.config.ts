/**
 * Builds the PWA in pwa/ into dist/pwa (DESIGN.md §2, §8), which the sync server serves. Hashed files
 * land under /assets/, the only path the server caches as immutable.
 */
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { indianCitiesPlugin } from './pwa/build/indian-cities-plugin.ts';
import { webManifest } from './pwa/build/web-manifest.ts';
import { APP_NAME, messages } from './shared/src/messages.ts';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

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
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every first visit anyway, so it goes in one
        // chunk. Left to itself rolldown moves the parts lazy routes share too (React, the router core,
        // the messages) into common chunks it then fails to merge back, which costs requests and the
        // import/export glue between them (~3 KB gzip against DESIGN.md §11's first-visit budget).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  plugins: [
    // index.html's title and description come from the shared copy, like every other string.
    {
      name: 'kiraya-html-copy',
      transformIndexHtml: (html: string) =>
        html
          .replaceAll('%KIRAYA_TITLE%', messages.brand.documentTitle)
          .replaceAll('%KIRAYA_DESCRIPTION%', `${APP_NAME}: ${messages.brand.description}`),
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
    // The listing form's city list, generated from a dataset package that never ships (DESIGN.md §13).
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
