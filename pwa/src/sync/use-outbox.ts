/**
 * What the UI shows of the outbox, live (useLiveQuery): how many writes wait, which ones the server
 * refused (with its message and fields, for Retry / Edit / Discard), whether signing in is needed,
 * and the state of one entity, e.g. a listing shown as "Waiting to sync". Only the signed-in
 * account's operations count: another account's wait for its own sign-in.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@pwa/db/app-db.ts';
import { currentAccountId } from './current-account.ts';
import type { OutboxFailure, OutboxRow } from '@pwa/db/outbox-row.ts';

export interface OutboxSummary {
  /** Operations still to send (waiting for the connection, the server or their turn). */
  pending: number;
  /** Operations the server refused, oldest first. */
  failed: OutboxRow[];
  /** The server answered 401: nothing is sent until the user signs in again. */
  needsSignIn: boolean;
}

async function accountOperations(): Promise<OutboxRow[]> {
  const accountId = await currentAccountId();
  return accountId ? db.outbox.where('accountId').equals(accountId).sortBy('seq') : [];
}

/** undefined while reading. */
export function useOutboxSummary(): OutboxSummary | undefined {
  return useLiveQuery(async () => {
    const accountId = await currentAccountId();
    if (!accountId) return { pending: 0, failed: [], needsSignIn: false };
    // Counted from the index: the header may show this while a long queue is being sent.
    const pending = db.outbox.where('[accountId+status]').equals([accountId, 'pending']);
    return {
      pending: await pending.count(),
      failed: await db.outbox.where('[accountId+status]').equals([accountId, 'failed']).sortBy('seq'),
      needsSignIn: (await pending.filter((op) => op.error?.status === 401).first()) !== undefined,
    };
  });
}

export interface EntityOutboxState {
  /** failed when any of its operations was refused; else pending. */
  status: 'pending' | 'failed';
  /** Its operations in order (the first failed one holds the rest back). */
  operations: OutboxRow[];
  /** The refused operation's error, or the last transient problem of the first one (e.g. offline). */
  error: OutboxFailure | null;
}

/** The outbox state of one entity (e.g. listingEntity(id)); null when nothing of it waits. */
export function useEntityOutbox(entity: string): EntityOutboxState | null | undefined {
  return useLiveQuery(async () => {
    const operations = await db.outbox.where('entity').equals(entity).sortBy('seq');
    const first = operations[0];
    if (!first) return null;
    const refused = operations.find((op) => op.status === 'failed');
    return { status: refused ? 'failed' : 'pending', operations, error: refused?.error ?? first.error };
  }, [entity]);
}

/**
 * The signed-in account's operations of some kinds, in order: what a screen lays over the server's
 * data (My Listings shows listings created here as "Waiting to sync", edited ones with their new
 * values, deleted ones gone) until they are sent.
 */
export function useOutboxOperations(kinds: readonly OutboxRow['kind'][]): OutboxRow[] | undefined {
  const key = kinds.join(',');
  return useLiveQuery(async () => (await accountOperations()).filter((op) => kinds.includes(op.kind)), [key]);
}
