/**
 * The executors of the app's kinds of queued write, handed to the engine by the app's entries
 * (app/outbox-kinds.ts, through main.tsx and sw.ts), so the engine names no feature. Loaded on first
 * use (a loaded chunk's import resolves at once): the first page carries no feature's write code.
 */
import type { Executors } from './executor.ts';

let load = (): Promise<Executors> => Promise.reject(new Error('No outbox executors registered'));

export function registerOutboxExecutors(source: () => Promise<Executors>): void {
  load = source;
}

/** Every kind's executor; rejects until an entry has registered them. */
export const outboxExecutors = (): Promise<Executors> => load();
