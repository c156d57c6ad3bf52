/**
 * A listing's outbox state on its card: "Waiting to sync" while its writes wait (with
 * the last passing problem, when the server gave one), or the refusal — what was not done and the
 * server's message — above the Retry / Edit / Discard actions.
 */
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';
import type { ListingSync } from './outbox-overlay.ts';
import { errorText } from '@pwa/lib/error-text.ts';

const t = listingMessages.sync;

export function WaitingBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      <CloudUpload aria-hidden className="size-3.5" />
      {t.waiting}
    </span>
  );
}

/** Under the listing's details: why it has not gone yet, or what the server refused and why. */
export function SyncProblem({ sync }: { sync: ListingSync }) {
  if (sync.status === 'pending') {
    // No connection needs no words beyond "Waiting to sync"; a server that answered does.
    if (!sync.error || sync.error.status === 0 || sync.error.status === 401) return null;
    return <p className="text-sm text-fg-muted">{t.lastProblem(errorText(sync.error))}</p>;
  }
  const kind = sync.refused?.kind ?? 'listing.update';
  return (
    <div className="flex gap-2 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
      <p className="min-w-0">
        <span className="font-semibold text-fg">{t.refused[kind === 'listing.create' ? 'create' : kind === 'listing.delete' ? 'delete' : 'update']}: </span>
        <span className="text-fg">{sync.error ? errorText(sync.error) : null}</span>
      </p>
    </div>
  );
}
