/**
 * Five vitest projects: shared, sync-server (real app against real databases),
 * pwa and pwa-hi (components in happy-dom, in English and in Hindi) and pwa-node (the PWA's outbox and
 * what syncs through it, in Node, against the real server).
 * End-to-end tests are Playwright's (e2e/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { indianCitiesPlugin } from './pwa/build/indian-cities-plugin.ts';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'shared/src'),
  '@pwa': path.resolve(import.meta.dirname, 'pwa/src'),
  '@server': path.resolve(import.meta.dirname, 'sync-server/src'),
};

const pwaSource = path.join(import.meta.dirname, 'pwa/src');
const pwaTestFiles = readdirSync(pwaSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ path: `pwa/src/${file}`, text: readFileSync(path.join(pwaSource, file), 'utf8') }));

/**
 * The pwa test files that run in Node rather than happy-dom (`// @vitest-environment node`): Node's
 * Blob, File, fetch and structuredClone, and a real server on loopback, which a VM context of the
 * component tests' pool cannot start.
 */
const pwaFilesInNode = pwaTestFiles.filter((file) => file.text.includes('@vitest-environment node')).map((file) => file.path);

/**
 * The component test files that read words in the page's language: they name a copy module, the
 * messages or the locale. The others (storage, sync jobs, URL helpers) check the same thing in either
 * language, so the Hindi run leaves them out.
 */
const pwaFilesReadingCopy = pwaTestFiles.filter((file) => /messages|copy|locale/i.test(file.text)).map((file) => file.path);

/** The pwa project (components in happy-dom) in one language: setup-dom.ts sets <html lang> from it. */
function pwaProject(name: string, locale: 'en' | 'hi'): TestProjectInlineConfiguration {
  return {
    extends: true,
    // The city picker imports the list the build generates (virtual:indian-cities).
    plugins: [indianCitiesPlugin()],
    test: {
      name,
      environment: 'happy-dom',
      // Each file in a fresh VM context of a long-lived worker thread: the DOM library and the
      // app's dependencies load once per worker, not once per file (a process or thread per file spent
      // more time starting than testing). These files touch nothing process-wide.
      pool: 'vmThreads',
      include: locale === 'en' ? ['pwa/src/**/*.test.{ts,tsx}'] : pwaFilesReadingCopy,
      exclude: [...configDefaults.exclude, 'pwa/src/sync/**/*.test.ts', ...pwaFilesInNode],
      setupFiles: ['pwa/src/test/setup-dom.ts'],
      env: { KIRAYA_TEST_LOCALE: locale },
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Never a second try: a test that passes only on one has a race, in the app or in the test, to fix.
    retry: 0,
    // Two files at a time on a 2-core machine (vitest's default is one fewer than the cores: one here):
    // part of a file's time is waiting on a database, a child process or a socket.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', environment: 'node', include: ['shared/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'sync-server',
          environment: 'node',
          include: ['sync-server/src/**/*.test.ts', 'migrations/**/*.test.ts'],
          globalSetup: ['sync-server/src/test/template-databases.ts'],
          // The files share their worker's loaded modules (the app, its libraries) instead of loading
          // them afresh each, which took longer than most files' tests. They can: every file builds its
          // own app and databases, and puts back what it changes of the process (the clock, TZ).
          isolate: false,
          // Each file opens its own databases; argon2 hashing and PGlite start-up take a moment.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The components, in English and again in Hindi: every test reads its words from the copy
      // modules, so the same assertions check both languages.
      pwaProject('pwa', 'en'),
      pwaProject('pwa-hi', 'hi'),
      {
        extends: true,
        // The outbox and the favourites and held listings that sync through it store Blobs in
        // IndexedDB and replay them to the real server over loopback: Node's Blob, fetch and
        // structuredClone, which happy-dom's stand-ins would get in the way of. Their React hooks are
        // tested in the pwa project (*.test.tsx).
        test: {
          name: 'pwa-node',
          environment: 'node',
          include: ['pwa/src/sync/**/*.test.ts', ...pwaFilesInNode],
          setupFiles: ['pwa/src/test/setup-node.ts'],
          globalSetup: ['sync-server/src/test/template-databases.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
