/**
 * The app's sync, started once per tab by main.tsx: every job that keeps the device in step, on the
 * engine's one set of triggers. The one place the features' jobs are named; a new one joins the list.
 * It carries the kinds of queued write too (outbox-kinds.ts), which main.tsx registers from here.
 */
import { alertsJob } from '@pwa/features/alerts/job.ts';
import { favoritesJob } from '@pwa/features/favorites/job.ts';
import { inboxJob } from '@pwa/features/inbox/job.ts';
import { heldItemsJob } from '@pwa/features/offline/job.ts';
import { outboxJob } from '@pwa/sync/outbox-job.ts';
import { startSync } from '@pwa/sync/start-sync.ts';

export { executors } from './outbox-kinds.ts';

export const startAppSync = (): (() => void) => startSync([outboxJob(), heldItemsJob(), favoritesJob(), inboxJob(), alertsJob()]);
