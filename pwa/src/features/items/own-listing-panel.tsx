/**
 * What an owner sees on their own listing instead of the contact buttons (nobody contacts
 * themselves): "This is your listing", with Edit and the way to the renters' messages, and why others
 * cannot see it when the moderators hid it.
 */
import { Link } from '@tanstack/react-router';
import { Inbox, Pencil } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { ListingModerationNote } from '@pwa/features/listing-review/index.ts';

const t = browseMessages.item;

export function OwnListingPanel({ item }: { item: Pick<Item, 'id' | 'moderationStatus' | 'rejectionReason'> }) {
  const itemId = item.id;
  return (
    <section aria-labelledby="own-listing-heading" className="space-y-3 rounded-2xl border border-primary/30 bg-primary-soft p-4">
      <div>
        <h2 id="own-listing-heading" className="font-semibold text-fg">
          {t.ownListing}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t.ownListingText}</p>
      </div>
      <ListingModerationNote item={item} />
      <div className="grid grid-cols-2 gap-2">
        <Link to="/edit-listing/$id" params={{ id: itemId }} className={buttonClass('primary')}>
          <Pencil aria-hidden className="size-5" />
          {t.editListing}
        </Link>
        <Link to="/messages" className={buttonClass('outline')}>
          <Inbox aria-hidden className="size-5" />
          {t.openMessages}
        </Link>
      </div>
    </section>
  );
}
