/**
 * One pass over the outbox: the signed-in account's operations in queued order, each entity's and each
 * chain's one after another, unrelated ones up to `concurrency` at once. A failed or waiting operation
 * holds its entity's and its chain's later ones back; a lost connection or busy server stops the pass,
 * a 401 until sign-in.
 */
import { db } from '@pwa/db/app-db.ts';
import { attemptOperation, type AttemptDeps, type AttemptResult } from './attempt-operation.ts';
import type { OutboxRow } from '@pwa/db/outbox-row.ts';

// Callers serialise passes (outbox-runner.ts: one flusher across tabs and the service worker).
// A pass works through the operations there were when it began; the runner starts another for
// those queued meanwhile.
export interface FlushDeps extends AttemptDeps {
  /** The signed-in account, whose operations may go now; null when nobody is signed in. */
  accountId: () => Promise<string | null>;
  /** Unrelated operations in flight at once (1: strictly one at a time). */
  concurrency?: number;
}

export interface FlushOutcome {
  /** Operations the server acknowledged in this pass (removed from the outbox). */
  sent: number;
  /** Operations the server refused in this pass (now failed). */
  refused: number;
  /** Why the pass ended before the queue did. */
  stopped: 'offline-or-busy' | 'sign-in' | null;
  /** When a waiting operation is next due (ms since epoch); null when none waits for a time. */
  retryAt: number | null;
}

export const DEFAULT_CONCURRENCY = 4;

interface QueuedOperation extends Pick<OutboxRow, 'seq' | 'status' | 'nextAttemptAt'> {
  /** What it waits behind: the earlier operations that share one of these (its entity, its chain). */
  keys: readonly string[];
}

/**
 * An operation's ordering keys: its entity, and its chain when it has one. A row queued before chains
 * existed has none, so it is ordered as it was queued, by its entity alone.
 */
const orderingKeys = ({ entity, chain }: Pick<OutboxRow, 'entity' | 'chain'>): string[] => (chain && chain !== entity ? [entity, chain] : [entity]);

export async function flushOutbox(deps: FlushDeps): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { sent: 0, refused: 0, stopped: null, retryAt: null };
  const accountId = await deps.accountId();
  if (!accountId) return outcome;
  const limit = Math.max(1, deps.concurrency ?? DEFAULT_CONCURRENCY);
  /** Entities and chains whose next operation cannot go in this pass (failed, waiting, or retried later). */
  const held = new Set<string>();
  const hold = (keys: readonly string[]) => keys.forEach((key) => held.add(key));
  /** Operations being sent, by seq, and the entities and chains they keep busy. */
  const inFlight = new Map<number, Promise<void>>();
  const busy = new Set<string>();
  const waitUntil = (at: number) => {
    outcome.retryAt = outcome.retryAt === null ? at : Math.min(outcome.retryAt, at);
  };

  const settle = (keys: readonly string[], result: AttemptResult): void => {
    switch (result.type) {
      case 'sent':
        outcome.sent += 1;
        return;
      case 'refused':
        outcome.refused += 1;
        hold(keys);
        return;
      case 'later':
        hold(keys);
        waitUntil(result.at);
        if (result.stopFlush) outcome.stopped ??= 'offline-or-busy';
        return;
      case 'sign-in':
        hold(keys);
        outcome.stopped = 'sign-in';
    }
  };

  // The account's operations as the pass began, in order (what is queued meanwhile waits for the
  // next pass, which the runner starts when something new appears). Rows are read again when they
  // start; payloads are not kept here.
  const queued: QueuedOperation[] = (await db.outbox.where('accountId').equals(accountId).sortBy('seq')).map((op) => ({
    seq: op.seq,
    status: op.status,
    nextAttemptAt: op.nextAttemptAt,
    keys: orderingKeys(op),
  }));

  /** The earliest operation that may start now, taken off the list. */
  const takeNext = (): QueuedOperation | undefined => {
    const now = deps.now();
    // Entities and chains passed over: their later operations must not overtake them. An operation
    // passed over for one of its keys holds back its other keys too (a message waiting for its
    // conversation's booking request holds back the later writes of its own entity).
    const passed = new Set<string>();
    for (const [index, op] of queued.entries()) {
      if (op.keys.some((key) => held.has(key) || busy.has(key) || passed.has(key))) {
        op.keys.forEach((key) => passed.add(key));
      } else if (op.status === 'failed') {
        hold(op.keys);
      } else if (op.nextAttemptAt > now) {
        hold(op.keys);
        waitUntil(op.nextAttemptAt);
      } else {
        queued.splice(index, 1);
        return op;
      }
    }
    return undefined;
  };

  // A slot is a request on the network: it frees when the server answers, while the answer is still
  // being written on the device, so the next request does not wait for that write. Its entity and chain
  // stay busy until the write commits (their next operation waits for it); answers still being written
  // are bounded too, should the device's storage be slower than the network.
  let requesting = 0;
  const maxInFlight = limit * 2;
  const changes = signal();

  for (;;) {
    while (outcome.stopped === null && requesting < limit && inFlight.size < maxInFlight) {
      const next = takeNext();
      if (!next) break;
      const op = await db.outbox.get(next.seq);
      // Gone meanwhile (sent by a flusher that did not share the lock: a browser without Web Locks).
      if (!op) continue;
      const { keys } = next;
      keys.forEach((key) => busy.add(key));
      requesting += 1;
      let requested = true;
      const answered = () => {
        if (!requested) return;
        requested = false;
        requesting -= 1;
        changes.raise();
      };
      inFlight.set(
        op.seq,
        attemptOperation(op, deps, answered)
          .then(
            (result) => settle(keys, result),
            // attemptOperation records its failures itself; this is the device's storage failing.
            () => settle(keys, { type: 'later', at: deps.now(), stopFlush: true }),
          )
          .finally(() => {
            answered();
            inFlight.delete(op.seq);
            keys.forEach((key) => busy.delete(key));
            changes.raise();
          }),
      );
    }
    if (inFlight.size === 0) break;
    await changes.next();
  }
  return outcome;
}

/** Wakes the pass when a slot frees or an operation settles, including while it was busy starting others. */
function signal(): { raise: () => void; next: () => Promise<void> } {
  let raised = false;
  let wake = () => {};
  return {
    raise: () => {
      raised = true;
      wake();
    },
    next: async () => {
      if (!raised) await new Promise<void>((resolve) => (wake = resolve));
      raised = false;
    },
  };
}
