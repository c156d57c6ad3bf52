/**
 * Setup for the pwa test project (happy-dom): an in-memory IndexedDB for Dexie, and a clean DOM
 * after each test (Testing Library cleans up by itself only when vitest globals are on).
 */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
