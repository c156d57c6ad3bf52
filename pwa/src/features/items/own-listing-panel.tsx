/**
 * What an owner sees on their own listing instead of the contact buttons (nobody contacts
 * themselves): "This is your listing", with Edit and the way to the renters' messages.
 */
import { Link } from '@tanstack/react-router';
import { Inbox, Pencil } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { buttonClass } from '@shared/ui/button-class.ts';

const t = browseMessages.item;

export function OwnListingPanel({ itemId }: { itemId: string }) {
  return (
    <section aria-labelledby="own-listing-heading" className="rounded-2xl border border-primary/30 bg-primary-soft p-4">
      <h2 id="own-listing-heading" className="font-semibold text-fg">
        {t.ownListing}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t.ownListingText}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
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
