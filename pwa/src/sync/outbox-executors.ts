/**
 * The executors of the app's kinds of queued write, handed to the engine by the app's entries
 * (app/outbox-kinds.ts, through main.tsx and sw.ts), so the engine names no feature. Loaded on first
 * use: the first page's chunk carries no feature's write code.
 */
import type { Executors } from './executor.ts';

export type ExecutorsSource = () => Promise<Executors>;

let source: ExecutorsSource | undefined;
let loading: Promise<Executors> | undefined;

export function registerOutboxExecutors(load: ExecutorsSource): void {
  source = load;
  loading = undefined;
}

/** Every kind's executor; rejects until an entry has registered them. */
export function outboxExecutors(): Promise<Executors> {
  if (!source) return Promise.reject(new Error('No outbox executors registered'));
  // A failed load (a chunk not reachable offline) is tried again on the next call.
  loading ??= source().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
