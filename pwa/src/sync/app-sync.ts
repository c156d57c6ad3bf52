/**
 * The app's sync (DESIGN.md §7), started once per tab by main.tsx: every job that keeps the device
 * in step, on the one set of triggers of start-sync.ts. The one place the sync module names the
 * features' jobs; a new one (messages, notifications) joins the list here.
 */
import { alertsJob } from '@pwa/features/alerts/job.ts';
import { favoritesJob } from '@pwa/features/favorites/job.ts';
import { heldItemsJob } from '@pwa/features/offline/job.ts';
import { inboxJob } from './inbox/job.ts';
import { outboxJob } from './outbox-job.ts';
import { startSync } from './start-sync.ts';

export const startAppSync = (): (() => void) => startSync([outboxJob(), heldItemsJob(), favoritesJob(), inboxJob(), alertsJob()]);
