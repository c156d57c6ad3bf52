/**
 * Which held listings a refresh may ask with the stored cursor (covered: sent in the last complete
 * refresh and not written since) and which must be asked afresh, once (fresh: stored since from an
 * answer of unknown age). Listings with a write waiting in the outbox are left out.
 */
import { db, type HeldItemsCursorRow } from '@pwa/db/app-db.ts';
import { listingEntity } from '@pwa/db/outbox-entities.ts';
import { isListingId } from '@pwa/lib/listing-id.ts';

// The changes call's cursor is one point in the server's change sequence: asked with it, the server
// answers changes after that point. That is right for a listing only if the device's copy is at least
// that recent. A copy written by the last refresh, or untouched since, is (the refresh saw every
// change up to its cursor). A copy stored since — a search, a category, the item page — came from an
// answer whose age nobody knows: a request sent before the last refresh and answered after it would
// store an older copy than the cursor claims, and a change between the two would never come. So:
//
// - covered: sent in the last complete refresh (`ids`) and not written since (fetchedAt ≤ `validFor`);
//   asked with the cursor, which costs only what changed;
// - fresh: everything else held; asked without a cursor, once, which costs the listing again. That is
//   at most what was browsed since the last refresh; a server that dated its answers (the change
//   sequence in a header) would let these be asked with a cursor too.
//
// Listings with a write waiting in the outbox are left out: the device's copy may be that write, and
// the executor stores the server's answer when it goes (which then makes the copy fresh).
export const CURSOR_KEY = 'heldItemsCursor';

export interface RefreshPlan {
  covered: string[];
  fresh: string[];
  /** The stored cursor, for the covered listings; null with none covered. */
  cursor: string | null;
  /** When each held copy was stored, as the plan read it: a copy stored since is another screen's. */
  storedAt: ReadonlyMap<string, number>;
}

/** The listings with a write waiting (any account's: the copy on the device may be theirs). */
export async function listingsWithWrites(): Promise<Set<string>> {
  return new Set((await db.outbox.orderBy('entity').uniqueKeys()).filter((entity): entity is string => typeof entity === 'string'));
}

export async function planRefresh(): Promise<RefreshPlan> {
  const storedAt = new Map<string, number>();
  const [stored, writes] = await Promise.all([
    db.meta.get(CURSOR_KEY),
    listingsWithWrites(),
    // From the index: the copies themselves are not needed.
    db.items.orderBy('fetchedAt').eachKey((fetchedAt, cursor) => {
      if (typeof fetchedAt === 'number' && typeof cursor.primaryKey === 'string') storedAt.set(cursor.primaryKey, fetchedAt);
    }),
  ]);
  // Ids the server cannot take would have the whole call refused; the server made every real one.
  const held = [...storedAt.keys()].filter((id) => isListingId(id) && !writes.has(listingEntity(id)));
  const covered = stored ? coveredBy(stored, held, storedAt) : new Set<string>();
  return {
    covered: held.filter((id) => covered.has(id)),
    fresh: held.filter((id) => !covered.has(id)),
    cursor: covered.size && stored ? stored.cursor : null,
    storedAt,
  };
}

function coveredBy(stored: HeldItemsCursorRow, held: readonly string[], storedAt: ReadonlyMap<string, number>): Set<string> {
  const sent = new Set(stored.ids);
  return new Set(held.filter((id) => sent.has(id) && (storedAt.get(id) ?? Number.POSITIVE_INFINITY) <= stored.validFor));
}
