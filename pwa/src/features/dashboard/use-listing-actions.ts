/**
 * What the owner does to listings on My Listings, all through the outbox: Delete (confirmed, sent
 * now when online), Retry a refused write (watched like the form's save), and Discard one (a listing
 * never published leaves the device; discarded changes leave the listing as the server has it).
 */
import { useState } from 'react';
import type { Item, User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { discardOperation, retryOperation } from '@pwa/sync/index.ts';
import { mediaLeftOutToast, sendListingWrite, type ListingWriteOutcome, type MediaLeftOut } from '@pwa/features/listings/index.ts';
import type { Confirmation } from '@pwa/ui/confirm-dialog.tsx';
import type { ListingWrite } from './outbox-overlay.ts';
import { queueDeletion, refreshOwnerListings } from './owner-listings.ts';
import { reportError, reportErrorAs } from '@pwa/lib/report-error.ts';

const t = listingMessages;
type Mode = 'create' | 'update' | 'delete';
const modeOf = (write: ListingWrite): Mode => (write.kind === 'listing.create' ? 'create' : write.kind === 'listing.update' ? 'update' : 'delete');

const done = { create: t.toasts.created, update: t.toasts.updated, delete: t.toasts.deleted };
const failed = { create: t.toasts.createFailed, update: t.toasts.updateFailed, delete: t.toasts.deleteFailed };

/** The toast of a write the owner waited for, `leftOut` the media notice last shown during it; true when the server has it. */
function tell(outcome: ListingWriteOutcome, mode: Mode, leftOut?: MediaLeftOut): boolean {
  if (outcome.status === 'sent') {
    // One toast at a time: the media notice, which says the listing was saved without that
    // media, stands in for the success toast. Shown again now: the one shown as the media was left
    // out may have run its course while the listing itself was still on its way.
    const told = leftOut ? mediaLeftOutToast(leftOut) : done[mode];
    showToast(leftOut ? 'error' : 'success', told.title, told.description);
    return true;
  }
  if (outcome.status === 'refused') {
    showToast('error', failed[mode].title, failed[mode].description);
    return false;
  }
  const saved = outcome.status === 'waiting' && outcome.offline ? t.toasts.savedOffline[mode] : t.toasts.savedSending[mode];
  showToast('info', saved.title, saved.description);
  return false;
}

type Pending = { type: 'delete'; item: Item } | { type: 'discard'; write: ListingWrite; item: Item };

export function useListingActions(user: User, onDeleted: () => void) {
  const [pending, setPending] = useState<Pending>();
  const [working, setWorking] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mark = (seq: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(seq);
      else next.delete(seq);
      return next;
    });

  const discard = async (write: ListingWrite): Promise<void> => {
    await discardOperation(write.seq);
    // The device still shows the discarded changes: the server's listing replaces them.
    if (write.kind !== 'listing.create') await refreshOwnerListings(user.id).catch(reportErrorAs('refreshing My Listings after a discard'));
  };

  const deleteNow = async (item: Item): Promise<void> => {
    let seq: number;
    try {
      // Hidden from now on; the dialog says "Deleting..." while the outbox sends it.
      seq = await queueDeletion(user.id, item.id);
    } catch (error) {
      // The device could not write it (storage full, say): nothing changed.
      reportError('queuing a listing deletion', error);
      showToast('error', t.toasts.deleteFailed.title, t.toasts.deleteFailed.description);
      return;
    }
    if (tell(await sendListingWrite(seq, { itemId: item.id }), 'delete')) onDeleted();
  };

  const confirm = async (): Promise<void> => {
    if (!pending || working) return;
    setWorking(true);
    try {
      await (pending.type === 'discard' ? discard(pending.write) : deleteNow(pending.item));
    } finally {
      setWorking(false);
      setPending(undefined);
    }
  };

  const retry = async (write: ListingWrite): Promise<void> => {
    mark(write.seq, true);
    try {
      /** The media notices shown, latest last (the one on screen). */
      const leftOut: MediaLeftOut[] = [];
      await retryOperation(write.seq);
      const outcome = await sendListingWrite(write.seq, {
        itemId: write.payload.itemId,
        onMediaLeftOut: (notice) => {
          leftOut.push(notice);
          const toast = mediaLeftOutToast(notice);
          showToast('error', toast.title, toast.description);
        },
      });
      if (tell(outcome, modeOf(write), leftOut.at(-1)) && write.kind === 'listing.delete') onDeleted();
    } catch (error) {
      reportError('retrying a listing write', error);
      showToast('error', failed[modeOf(write)].title, failed[modeOf(write)].description);
    } finally {
      mark(write.seq, false);
    }
  };

  const confirmation = ((): Confirmation | undefined => {
    if (!pending) return undefined;
    const subject = pending.item.title || t.dashboard.untitled;
    if (pending.type === 'delete') return { ...t.deleteDialog, subject, busy: t.deleteDialog.deleting };
    const copy = t.sync.discardDialog;
    return { ...copy[pending.write.kind === 'listing.create' ? 'create' : 'update'], subject, confirm: copy.confirm, cancel: copy.cancel, busy: copy.discarding };
  })();

  return {
    busy,
    confirmation,
    working,
    cancel: () => setPending(undefined),
    confirm: () => void confirm(),
    onDelete: (item: Item) => setPending({ type: 'delete', item }),
    onRetry: (write: ListingWrite) => void retry(write),
    onDiscard: (write: ListingWrite, item: Item) => {
      if (write.kind === 'listing.delete') {
        mark(write.seq, true);
        void discard(write).finally(() => mark(write.seq, false));
      } else {
        setPending({ type: 'discard', write, item });
      }
    },
  };
}
