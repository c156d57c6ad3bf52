/**
 * My Listings as the owner left them: the list as last fetched with the outbox's writes laid over
 * it, so a refresh never hides what waits. New listings come first, edits show their values, a
 * delete on its way hides the listing, and a refused write stays in sight until the owner acts.
 */
import type { Item, User } from '@shared/api.ts';
import { applyDraft, listingFromDraft, type DraftPhoto } from '@pwa/features/listings/index.ts';
import type { OutboxFailure, OutboxRow, OutboxRowOf } from '@pwa/sync/index.ts';

export type ListingWrite = OutboxRowOf<'listing.create' | 'listing.update' | 'listing.delete'>;

export const LISTING_WRITE_KINDS = ['listing.create', 'listing.update', 'listing.delete'] as const;

export interface ListingSync {
  /** failed: the server refused a write of it; pending: its writes wait (offline, or on their way). */
  status: 'pending' | 'failed';
  /** The refused write, for Retry / Edit / Discard. */
  refused: ListingWrite | null;
  /** The refusal, or the last passing problem of the write going first (a busy server, say). */
  error: OutboxFailure | null;
  /** The server has never seen it: made here and not yet sent. */
  madeHere: boolean;
}

export interface MyListing {
  item: Item;
  sync: ListingSync | null;
  /** The picture shown: the first photo, perhaps one picked on this device and not uploaded yet. */
  cover: DraftPhoto | null;
}

const isListingWrite = (op: OutboxRow): op is ListingWrite => (LISTING_WRITE_KINDS as readonly string[]).includes(op.kind);

const coverOf = (item: Item): DraftPhoto | null => (item.imageUrls[0] ? { url: item.imageUrls[0] } : null);

export function overlayOutbox(items: readonly Item[], operations: readonly OutboxRow[], owner: User): MyListing[] {
  const writes = new Map<string, ListingWrite[]>();
  for (const op of operations) {
    if (!isListingWrite(op)) continue;
    const itemId = op.payload.itemId;
    writes.set(itemId, [...(writes.get(itemId) ?? []), op]);
  }

  const shown = (itemId: string, item: Item | undefined): MyListing | null => {
    const queued = writes.get(itemId);
    if (!queued) return item ? { item, sync: null, cover: coverOf(item) } : null;
    const refused = queued.find((op) => op.status === 'failed') ?? null;
    if (!refused && queued.some((op) => op.kind === 'listing.delete')) return null;
    const drafts = queued.flatMap((op) => (op.kind === 'listing.delete' ? [] : [op.payload]));
    const draft = drafts.at(-1);
    const madeHere = queued.some((op) => op.kind === 'listing.create');
    // Not in the server's list: made here, or edited here while it was deleted elsewhere — either
    // way the owner's draft is what there is to show, with its state.
    const base = item ?? (draft ? listingFromDraft(draft, { owner }) : undefined);
    if (!base) return null;
    const current = draft ? applyDraft(base, draft) : base;
    return {
      item: current,
      sync: { status: refused ? 'failed' : 'pending', refused, error: refused?.error ?? queued[0]?.error ?? null, madeHere },
      cover: draft ? (draft.photos[0] ?? null) : coverOf(current),
    };
  };

  const listed = new Set(items.map((item) => item.id));
  // Made here and not in the list the server gave: the newest first, as the server lists them.
  const madeHere = [...writes.keys()].filter((itemId) => !listed.has(itemId)).reverse();
  return [...madeHere.map((itemId) => shown(itemId, undefined)), ...items.map((item) => shown(item.id, item))].filter(
    (listing): listing is MyListing => listing !== null,
  );
}
