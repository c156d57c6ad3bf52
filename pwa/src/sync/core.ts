/**
 * The engine's light face, for code on the first page: the one set of triggers (onSyncTrigger,
 * useReconnects) and the one coalescing runner, without the outbox. The bundler puts whatever a face
 * re-exports into its importer's chunk, so this holds only what the first page uses.
 */
export { createCoalescingRunner, type CoalescingRunner } from './coalescing-runner.ts';
export { onSyncTrigger, type SyncTrigger, type SyncTriggerListener } from './triggers.ts';
export { onSessionRefused } from './session-refused.ts';
export { useReconnects } from './use-reconnects.ts';
