/** Setup of the sync test project (Node): an in-memory IndexedDB for Dexie, as in the pwa project. */
import 'fake-indexeddb/auto';
import { registerOutboxExecutors } from '@pwa/sync/outbox-executors.ts';

// As main.tsx does: the app's kinds of queued write, loaded when a test first flushes or discards.
registerOutboxExecutors(() => import('@pwa/app/outbox-kinds.ts').then(({ executors }) => executors));
