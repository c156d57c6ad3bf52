/** Says the listings shown are the device's copy, and how old it is, when the server cannot be reached (DESIGN.md §7). */
import { WifiOff } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';

export function SavedNote({ fetchedAt }: { fetchedAt: number }) {
  const minutes = Math.floor((Date.now() - fetchedAt) / 60_000);
  return (
    <p role="status" className="mb-3 flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {listingMessages.dashboard.savedAgo(minutes)}
    </p>
  );
}
