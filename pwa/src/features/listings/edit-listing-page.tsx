/**
 * /item/{id}/edit and /edit-listing/{id}: the listing form filled from the listing (or its
 * queued draft, use-listing-for-edit.ts), for its owner only; anyone else is told plainly that it is
 * not theirs.
 */
import { Link } from '@tanstack/react-router';
import { Ban, SearchX, WifiOff } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { EditListingForm } from './edit-listing-form.tsx';
import { useListingForEdit } from './use-listing-for-edit.ts';

const t = listingMessages.edit;
const homeLink = (
  <Link to="/" className={buttonClass()}>
    {t.backHome}
  </Link>
);

export function EditListingPage({ user, itemId }: { user: User; itemId: string }) {
  const listing = useListingForEdit(itemId, user);
  if (listing.status === 'loading') return <PageMessage busy title={t.loading} />;
  if (listing.status === 'missing') {
    return <PageMessage icon={<SearchX aria-hidden className="size-7" />} title={t.notFound} text={t.notFoundText}>{homeLink}</PageMessage>;
  }
  if (listing.status === 'unavailable') {
    return <PageMessage icon={<WifiOff aria-hidden className="size-7" />} title={t.offline} text={t.offlineText}>{homeLink}</PageMessage>;
  }
  if (listing.item.ownerId !== user.id) {
    return (
      <PageMessage icon={<Ban aria-hidden className="size-7" />} title={t.notOwner} text={t.notOwnerText}>
        <Link to="/item/$id" params={{ id: itemId }} className={buttonClass('outline')}>
          {t.viewListing}
        </Link>
        {homeLink}
      </PageMessage>
    );
  }
  // Keyed by id: the form takes its values once, and a later refresh never overwrites what is being typed.
  return <EditListingForm key={listing.item.id} user={user} item={listing.item} draft={listing.draft} serverErrors={listing.serverErrors} />;
}
