/** What a flush of the app's outbox runs with: the real network, the signed-in account, every registered executor. */
import { currentAccountId } from './current-account.ts';
import { DEFAULT_CONCURRENCY, type FlushDeps } from './flush-outbox.ts';
import { createOutboxClient } from './outbox-client.ts';
import { outboxExecutors } from './outbox-executors.ts';

/** Made on each flush from the executors loaded once (a module that only imports this costs nothing). */
export async function appFlushDeps(): Promise<FlushDeps> {
  return {
    executors: await outboxExecutors(),
    http: createOutboxClient(),
    now: Date.now,
    random: Math.random,
    accountId: currentAccountId,
    concurrency: DEFAULT_CONCURRENCY,
  };
}
