/**
 * The one owner of keeping the device in step, started once per tab (main.tsx through app-sync.ts):
 * it wires the triggers once (start, the signed-in account changing, triggers.ts's) and tells every
 * job, which decides what a trigger means to it. Returns a function that stops it all.
 */
import { liveQuery } from 'dexie';
import { reportError } from '@pwa/lib/report-error.ts';
import { currentAccountId } from './current-account.ts';
import { onSyncTrigger, type SyncTrigger } from './triggers.ts';

/** start: the sync began; account: the signed-in account is read or changed (the first reading counts). */
export type JobTrigger = 'start' | 'account' | SyncTrigger;

export interface SyncJob {
  /** What it does, for error reports: "refreshing the held listings". */
  readonly name: string;
  /** Hears a trigger; resolves when what it asked for is done. */
  on(trigger: JobTrigger): Promise<void>;
  /** Starts what the job watches on its own (the outbox: operations falling due); returns its stop. */
  watch?(): () => void;
}

export function startSync(jobs: readonly SyncJob[]): () => void {
  const tell = (trigger: JobTrigger) => {
    for (const job of jobs) {
      // A job's own runner reports its failures; this catches one failing before it got there.
      job.on(trigger).catch((error: unknown) => reportError(job.name, error));
    }
  };
  const stops = jobs.flatMap((job) => (job.watch ? [job.watch()] : []));
  stops.push(onSyncTrigger(tell));

  let account: string | null | undefined;
  const session = liveQuery(currentAccountId).subscribe({
    next: (accountId) => {
      if (accountId === account) return;
      account = accountId;
      tell('account');
    },
    error: (error: unknown) => reportError('reading the signed-in account', error),
  });
  stops.push(() => session.unsubscribe());

  tell('start');
  return () => stops.forEach((stop) => stop());
}
