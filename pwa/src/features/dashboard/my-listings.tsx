/**
 * My Listings: the owner's listings with their status and booking requests — and, for
 * those with writes waiting in the outbox, "Waiting to sync" or the server's refusal with Retry /
 * Edit / Discard — the empty text with a way to create one, and deleting after the
 * confirmation, with a toast saying how it went.
 */
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { BookingCounts, User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { ConfirmDialog } from '@pwa/ui/confirm-dialog.tsx';
import { ListingCard } from './listing-card.tsx';
import { useListingActions } from './use-listing-actions.ts';
import type { MyListings as MyListingsState } from './use-my-listings.ts';

const t = listingMessages;

interface MyListingsProps {
  user: User;
  listings: MyListingsState;
  bookingCounts: BookingCounts | undefined;
  onDeleted: () => void;
}

export function MyListings({ user, listings, bookingCounts, onDeleted }: MyListingsProps) {
  const actions = useListingActions(user, onDeleted);

  if (listings.status !== 'ready') {
    return (
      <p role="status" aria-busy={listings.status === 'loading' || undefined} className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">
        {listings.status === 'loading' ? t.dashboard.loading : t.dashboard.unavailable}
      </p>
    );
  }
  return (
    <>
      {listings.listings.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-8 text-center">
          <p className="text-fg-muted">{t.dashboard.empty}</p>
          <Link to="/create-listing" className={buttonClass('primary', 'md', 'mt-4')}>
            <Plus aria-hidden className="size-5" />
            {t.dashboard.createListing}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {listings.listings.map((listing) => (
            <li key={listing.item.id}>
              <ListingCard
                listing={listing}
                bookings={bookingCounts && !listing.sync?.madeHere ? (bookingCounts[listing.item.id] ?? 0) : undefined}
                busy={listing.sync?.refused ? actions.busy.has(listing.sync.refused.seq) : false}
                onDelete={actions.onDelete}
                onRetry={actions.onRetry}
                onDiscard={actions.onDiscard}
              />
            </li>
          ))}
        </ul>
      )}
      {/* Outside the list: a delete that empties it keeps its dialog until the outbox answers. */}
      <ConfirmDialog confirmation={actions.confirmation} working={actions.working} onCancel={actions.cancel} onConfirm={actions.confirm} />
    </>
  );
}
