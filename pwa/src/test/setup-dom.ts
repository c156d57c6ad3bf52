/**
 * Setup for the pwa test project (happy-dom): the page's language, the "signed in" hint cookie, an in-memory IndexedDB for Dexie, and a clean DOM
 * after each test (Testing Library cleans up by itself only when vitest globals are on).
 */
import 'fake-indexeddb/auto';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint.ts';
// The page's language before any copy module loads (they read <html lang>, as boot.js sets it in the
// app): the pwa-hi project (vitest.config.ts) sets KIRAYA_TEST_LOCALE=hi to run the component tests in Hindi.
// Some pwa tests run in Node (`@vitest-environment node`), with no document to mark.
if (typeof document !== 'undefined') {
  document.documentElement.lang = process.env.KIRAYA_TEST_LOCALE ?? 'en';
  // As in a browser the server has signed in before: the app asks who is signed in (session-check.ts),
  // and each test's stubbed /api/auth/user answers. session-check.test.ts clears it to test a first visit.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
}
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerOutboxExecutors } from '@pwa/sync/outbox-executors.ts';

// As main.tsx does: the app's kinds of queued write, loaded when a test first flushes or discards.
registerOutboxExecutors(() => import('@pwa/app/outbox-kinds.ts').then(({ executors }) => executors));

// waitFor and findBy* give up after this long. A whole run keeps every core busy, and a toast after a
// save's three calls then took longer than the library's 1 s; the wait is a ceiling, never a delay.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
