/**
 * A queued write its author waits for (a message, a booking's accept, a listing's Publish): sent now
 * through the outbox's one flusher, with how it went: sent, refused (the server's message and fields),
 * waiting for a sign-in, or waiting (offline, or slow: it goes on in the background, shown as waiting).
 */
import { db } from '@pwa/db/app-db.ts';
import type { OutboxFailure, OutboxRow } from '@pwa/db/outbox-row.ts';
import { requestOutboxFlush } from './app-outbox.ts';

export type WriteOutcome =
  | { status: 'sent' }
  | { status: 'refused'; error: OutboxFailure }
  | { status: 'sign-in' }
  /** offline: no connection (so it goes when there is one); otherwise it is on its way, or retried soon. */
  | { status: 'waiting'; offline: boolean; error: OutboxFailure | null };

/** A message or a booking's decision is small: past this the connection is poor, and its author need not watch it go. */
export const SENDER_WAIT_MS = 10_000;

/** Sends the queued write now and waits for it at most `maxWaitMs`; `flushed` hears the whole pass. */
export async function sendQueuedWrite(seq: number, maxWaitMs = SENDER_WAIT_MS, flushed: (pass: Promise<void>) => void = () => undefined): Promise<WriteOutcome> {
  // Nothing to try: the outbox sends it when the connection returns (outbox-job.ts).
  if (isOffline()) return outcomeOf(await db.outbox.get(seq), true);
  const pass = requestOutboxFlush();
  flushed(pass);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  try {
    await Promise.race([pass, late]);
  } finally {
    clearTimeout(timer);
  }
  return outcomeOf(await db.outbox.get(seq), false);
}

export const isOffline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;

/** How a write stands: gone (sent), refused, waiting for a sign-in, or waiting. */
export function outcomeOf(op: OutboxRow | undefined, offline: boolean): WriteOutcome {
  // Gone from the outbox: the server has it.
  if (!op) return { status: 'sent' };
  if (op.status === 'failed' && op.error) return { status: 'refused', error: op.error };
  if (op.error?.status === 401) return { status: 'sign-in' };
  return { status: 'waiting', offline: offline || op.error?.status === 0, error: op.error };
}
