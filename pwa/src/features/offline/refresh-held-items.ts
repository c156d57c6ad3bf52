/**
 * Keeps the listings on the device fresh with POST /api/items/changes: what changed among the held
 * listings since the last refresh is stored, and listings deleted on the server leave the device
 * everywhere (items, lists, favorites and cached photos).
 */
import { apiPaths, type Item, type ItemChanges, type ItemChangesRequest } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { forgetItem, storeItems } from '@pwa/lib/item-cache.ts';
import { forgetCachedMedia, mediaUrlsOf } from '@pwa/lib/media-cache.ts';
import { listingEntity } from '@pwa/db/outbox-entities.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';
import { forgetFavorites } from '@pwa/features/favorites/index.ts';
import { CURSOR_KEY, listingsWithWrites, planRefresh } from './held-items-plan.ts';

// Held listings go in calls of at most 1,000 ids, each followed through hasMore: fresh ones without a
// cursor, covered ones with the stored cursor (held-items-plan.ts says which is which). Calls run one
// after another, so the first call's final cursor is the earliest point reached; it is stored, with
// the ids sent, as the cursor of them all (the later calls saw at least that far, and a change they
// saw past it merely comes again).
//
// Changed copies are stored dated a millisecond before the refresh began (so nothing another screen
// stores once it has begun can share that date), and the stored cursor covers copies dated no later.
// A copy another screen stored after the refresh read the held listings came from an answer older or
// newer than this one: it is not overwritten, is left out of the cursor, and is asked afresh next time.
export interface RefreshDeps {
  /** POST of a JSON body, resolving with the JSON answer (lib/api-client.ts's apiPost in the app). */
  postJson<T>(path: string, body: unknown): Promise<T>;
  now(): number;
}

/** The server's limits: ids per call, changes per answer. */
export const MAX_IDS_PER_CALL = 1000;
const CHANGES_PER_ANSWER = 200;

export interface RefreshOutcome {
  asked: number;
  updated: number;
  deleted: number;
}

export async function refreshHeldItems(deps: RefreshDeps): Promise<RefreshOutcome> {
  try {
    return await refresh(deps);
  } catch (error) {
    // A cursor the server no longer takes (its database was replaced, say): start again without one.
    if (!(isApiError(error) && error.status === 400 && error.fields.since)) throw error;
    await db.meta.delete(CURSOR_KEY);
    return refresh(deps);
  }
}

async function refresh(deps: RefreshDeps): Promise<RefreshOutcome> {
  const stamp = deps.now() - 1;
  const plan = await planRefresh();
  const outcome: RefreshOutcome = { asked: plan.fresh.length + plan.covered.length, updated: 0, deleted: 0 };
  if (!outcome.asked) {
    await db.meta.delete(CURSOR_KEY);
    return outcome;
  }
  const calls = [...chunks(plan.fresh).map((ids) => ({ ids, since: null })), ...chunks(plan.covered).map((ids) => ({ ids, since: plan.cursor }))];
  /** Changes not stored (a write waits for the listing, or a screen stored it meanwhile): not covered. */
  const skipped = new Set<string>();
  let cursor: string | null = null;
  for (const call of calls) {
    let since = call.since;
    for (;;) {
      const body: ItemChangesRequest = { ids: call.ids, limit: CHANGES_PER_ANSWER, ...(since ? { since } : {}) };
      const answer = await deps.postJson<ItemChanges>(apiPaths.itemChanges, body);
      await applyChanges(answer, { stamp, storedAt: plan.storedAt }, skipped, outcome);
      since = answer.cursor;
      if (!answer.hasMore) break;
    }
    cursor ??= since;
  }
  if (cursor) {
    const ids = [...plan.fresh, ...plan.covered].filter((id) => !skipped.has(id));
    await db.meta.put({ key: CURSOR_KEY, cursor, ids, validFor: stamp });
  }
  return outcome;
}

function chunks(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) out.push(ids.slice(start, start + MAX_IDS_PER_CALL));
  return out;
}

/**
 * Stores one answer in one transaction. A listing no longer on the device (evicted, or deleted here
 * meanwhile) is not brought back; one with a write queued meanwhile keeps the device's copy. A
 * deletion is final, whoever stored what meanwhile.
 */
interface Dating {
  /** When this refresh dates the copies it stores. */
  stamp: number;
  /** When each copy was stored as the refresh began (RefreshPlan.storedAt). */
  storedAt: ReadonlyMap<string, number>;
}

async function applyChanges(answer: ItemChanges, { stamp, storedAt }: Dating, skipped: Set<string>, outcome: RefreshOutcome): Promise<void> {
  const goneImages = await db.transaction('rw', [db.items, db.itemLists, db.outbox], async () => {
    const writes = await listingsWithWrites();
    const [present, gone] = await Promise.all([db.items.bulkGet(answer.items.map((item) => item.id)), db.items.bulkGet(answer.deletedIds)]);
    // A copy stored since the refresh began (not by it) may be newer than this answer or older:
    // keep it, and leave it out of the cursor so the next refresh asks it afresh.
    const untouched = (item: Item, index: number) => [storedAt.get(item.id), stamp].includes(present[index]?.fetchedAt);
    const kept = answer.items.filter((item, index) => untouched(item, index) && !writes.has(listingEntity(item.id)));
    for (const item of answer.items) if (!kept.includes(item)) skipped.add(item.id);
    await storeItems(kept, stamp);
    const deleted = answer.deletedIds.filter((id) => !writes.has(listingEntity(id)));
    for (const id of answer.deletedIds) if (!deleted.includes(id)) skipped.add(id);
    for (const id of deleted) await forgetItem(id);
    outcome.updated += kept.length;
    outcome.deleted += deleted.length;
    return gone.flatMap((row) => (row && deleted.includes(row.id) ? row.imageUrls : []));
  });
  forgetFavorites(answer.deletedIds);
  // Best effort: a photo left in the media cache only takes space until it expires.
  await forgetCachedMedia(mediaUrlsOf(goneImages)).catch(reportErrorAs('deleting the photos of deleted listings'));
}
