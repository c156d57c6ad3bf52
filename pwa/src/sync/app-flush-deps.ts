/** What a flush of the app's outbox runs with: the real network, the signed-in account, every executor. */
import { currentAccountId } from './current-account.ts';
import { executors } from './executors.ts';
import { DEFAULT_CONCURRENCY, type FlushDeps } from './flush-outbox.ts';
import { createOutboxHttp } from './outbox-http.ts';

let deps: FlushDeps | undefined;

/** Made on first use (a module that only imports this costs nothing). */
export function appFlushDeps(): FlushDeps {
  deps ??= {
    executors,
    http: createOutboxHttp(),
    now: Date.now,
    random: Math.random,
    accountId: currentAccountId,
    concurrency: DEFAULT_CONCURRENCY,
  };
  return deps;
}
