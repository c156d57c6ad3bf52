/**
 * The inbox's sync job: for a signed-in account, pull the inbox's changes at start, on sign-in, when
 * the connection returns or the app comes into view, after the outbox has sent something, and every
 * half minute while in view, so the counts move without a reload. Signed out or offline: nothing.
 */
import { apiGet } from '@pwa/lib/api-client.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { liveQuery } from 'dexie';
import { db } from '@pwa/db/app-db.ts';
import { createCoalescingRunner, currentAccountId, type CoalescingRunner, type SyncJob } from '@pwa/sync/index.ts';
import { pullInbox, type GetJson } from './pull-inbox.ts';

export interface InboxSyncDeps {
  getJson: GetJson;
  online(): boolean;
  /** Whether the app is in view (the interval pulls only then). */
  visible(): boolean;
  accountId(): Promise<string | null>;
}

/** Often enough that a reply shows within a glance; rare enough to cost nothing worth measuring. */
export const INBOX_POLL_MS = 30_000;

const appDeps: InboxSyncDeps = {
  getJson: (path) => apiGet(path),
  online: () => navigator.onLine,
  visible: () => document.visibilityState === 'visible',
  accountId: currentAccountId,
};

const NAME = 'pulling the messages';

export function createInboxRunner(deps: InboxSyncDeps): CoalescingRunner {
  return createCoalescingRunner(NAME, async () => {
    if (!deps.online() || !(await deps.accountId())) return;
    await pullInbox(deps.getJson);
  });
}

let appRunner: CoalescingRunner | undefined;

/** This tab's inbox pull (made on first use). */
const inboxRunner = (): CoalescingRunner => (appRunner ??= createInboxRunner(appDeps));

/** Pulls the inbox now (after sending the first message of a conversation, say); resolves when done. */
export const requestInboxSync = (): Promise<void> => inboxRunner().request();

/** Tests pass their own deps; the app's job shares the runner requestInboxSync asks. */
export function inboxJob(testDeps?: InboxSyncDeps): SyncJob {
  const deps = testDeps ?? appDeps;
  const runner = testDeps ? createInboxRunner(testDeps) : inboxRunner();
  return {
    name: NAME,
    // Every trigger may mean the inbox moved on: start, the account read or changed, online, visible, Background Sync.
    on: () => runner.request(),
    watch() {
      const timer = setInterval(() => {
        if (deps.visible()) void runner.request();
      }, INBOX_POLL_MS);
      // An operation leaving the outbox is a write the server took (or one given up): what it
      // changed (a new conversation, the other side's read marks) comes with the next pull.
      let queued = new Set<number>();
      const outbox = liveQuery(() => db.outbox.toCollection().primaryKeys()).subscribe({
        next: (seqs) => {
          const left = [...queued].some((seq) => !seqs.includes(seq));
          queued = new Set(seqs);
          if (left) void runner.request();
        },
        error: (error: unknown) => reportError('watching the outbox for the inbox', error),
      });
      return () => {
        clearInterval(timer);
        outbox.unsubscribe();
      };
    },
  };
}
