/**
 * The sync module's light face, for code on the first page (counts every byte loaded
 * before the first interaction): the one set of triggers (onSyncTrigger, useReconnects) and the one
 * coalescing runner, without the outbox. The bundler puts everything a face re-exports into the
 * chunk of whoever imports it (and splits the first page's chunk into pieces when a re-exported
 * module is used only elsewhere, measured: +3 KB), so this face holds only what the first page uses;
 * screens that queue or show writes, and the jobs, import index.ts, which re-exports this too.
 */
export { createCoalescingRunner, type CoalescingRunner } from './coalescing-runner.ts';
export { onSyncTrigger, type SyncTrigger, type SyncTriggerListener } from './triggers.ts';
export { useReconnects } from './use-reconnects.ts';
