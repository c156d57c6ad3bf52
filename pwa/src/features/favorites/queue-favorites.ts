/**
 * Queues favorite changes for an account inside the caller's transaction (see enqueue.ts). Toggles
 * made while a batch waits join it, so twenty toggles on a train become one POST; each item keeps
 * only its winning change (the server would keep no other).
 */
import type { Transaction } from 'dexie';
import type { FavoriteChange } from '@shared/api.ts';
import { enqueue, type NewOutboxRow, type OutboxRow, type OutboxRowOf } from '@pwa/sync/index.ts';
import { wins } from './favorite-merge.ts';
import { isListingId } from '@pwa/lib/listing-id.ts';
import { MAX_FAVORITE_CHANGES, newFavoritesEntity } from './favorite-batches.ts';

// A waiting batch may be on its way at that very moment. Changing it in place would let that try's
// success remove it, dropping the toggle just added; so the batch is replaced by a new row (new
// sequence number, new Idempotency-Key) holding its changes and the new ones. The try on its way then
// finds its row gone and removes nothing, and the flusher notices the new row and sends it: at worst
// changes already sent go again, which the merge rule makes harmless. The new row keeps the old one's
// backoff, so toggling while offline does not hammer a dead connection.
type Batch = OutboxRowOf<'favorites.merge'>;

const isWaitingBatch = (accountId: string) => (row: OutboxRow): row is Batch =>
  row.kind === 'favorites.merge' && row.accountId === accountId && row.status === 'pending';

/** Resolves with the changes actually queued (those no waiting batch already carries). */
export async function queueFavoriteChanges(tx: Transaction, accountId: string, changes: readonly FavoriteChange[]): Promise<FavoriteChange[]> {
  const outbox = tx.table<OutboxRow, number, NewOutboxRow>('outbox');
  const waiting = (await outbox.where('[accountId+status]').equals([accountId, 'pending']).sortBy('seq')).filter(isWaitingBatch(accountId));
  const queued = new Map<string, FavoriteChange>();
  for (const batch of waiting) for (const change of batch.payload.changes) keepWinner(queued, change);

  // A change a waiting batch already carries, or one it beats, needs no sending.
  const fresh = changes.filter((change) => {
    const carried = queued.get(change.itemId);
    return isListingId(change.itemId) && !(carried && (sameChange(carried, change) || wins(carried, change)));
  });
  if (!fresh.length) return [];

  const last = waiting.at(-1);
  const joined = new Map<string, FavoriteChange>();
  for (const change of [...(last?.payload.changes ?? []), ...fresh]) keepWinner(joined, change);
  if (last && joined.size <= MAX_FAVORITE_CHANGES) {
    await outbox.delete(last.seq);
    const { seq: _seq, ...rest } = last;
    await outbox.add({ ...rest, payload: { changes: [...joined.values()] }, idempotencyKey: crypto.randomUUID() });
  } else {
    for (let start = 0; start < fresh.length; start += MAX_FAVORITE_CHANGES) {
      const payload = { changes: fresh.slice(start, start + MAX_FAVORITE_CHANGES) };
      await enqueue(tx, { kind: 'favorites.merge', accountId, entity: newFavoritesEntity(), payload });
    }
  }
  return fresh;
}

const sameChange = (a: FavoriteChange, b: FavoriteChange): boolean => a.favorite === b.favorite && Date.parse(a.changedAt) === Date.parse(b.changedAt);

function keepWinner(byItem: Map<string, FavoriteChange>, change: FavoriteChange): void {
  const kept = byItem.get(change.itemId);
  if (!kept || wins(change, kept)) byItem.set(change.itemId, change);
}
