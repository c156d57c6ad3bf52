/**
 * My Listings (spec §2): the owner's listings with their status and booking requests, the empty
 * text with a way to create one, and deleting after the confirmation with the spec's toasts.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { BookingCounts, Item } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { buttonClass } from '@pwa/ui/button-class.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { DeleteListingDialog } from './delete-listing-dialog.tsx';
import { ListingCard } from './listing-card.tsx';
import { deleteListing } from './owner-listings.ts';
import type { MyListings as MyListingsState } from './use-my-listings.ts';

const t = listingMessages;

interface MyListingsProps {
  listings: MyListingsState;
  bookingCounts: BookingCounts | undefined;
  onDeleted: () => void;
}

export function MyListings({ listings, bookingCounts, onDeleted }: MyListingsProps) {
  const [pending, setPending] = useState<Item>();
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async (): Promise<void> => {
    if (!pending || deleting) return;
    setDeleting(true);
    try {
      await deleteListing(pending);
      showToast('success', t.toasts.deleted.title, t.toasts.deleted.description);
      onDeleted();
    } catch {
      showToast('error', t.toasts.deleteFailed.title, t.toasts.deleteFailed.description);
    } finally {
      setDeleting(false);
      setPending(undefined);
    }
  };

  if (listings.status !== 'ready') {
    return (
      <p role="status" className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">
        {listings.status === 'loading' ? t.dashboard.loading : t.dashboard.unavailable}
      </p>
    );
  }
  if (listings.items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-8 text-center">
        <p className="text-fg-muted">{t.dashboard.empty}</p>
        <Link to="/create-listing" className={buttonClass('primary', 'md', 'mt-4')}>
          <Plus aria-hidden className="size-5" />
          {t.dashboard.createListing}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2">
        {listings.items.map((item) => (
          <li key={item.id}>
            <ListingCard item={item} bookings={bookingCounts ? (bookingCounts[item.id] ?? 0) : undefined} onDelete={setPending} />
          </li>
        ))}
      </ul>
      <DeleteListingDialog title={pending ? pending.title || t.dashboard.untitled : undefined} deleting={deleting} onCancel={() => setPending(undefined)} onConfirm={() => void confirmDelete()} />
    </>
  );
}
