/**
 * An account's listings on its page: each with its title, its state when others cannot see it, and
 * the moderator's reason; Hide while others see it or its owner asks for another look, List again
 * while hidden. A listing of a suspended owner waits for the owner's restoration.
 */
import { useEffect, useRef } from 'react';
import type { AdminUserDetail, ListingModerationStatus } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { userAdminMessages } from '@shared/messages/user-admin.ts';
import { Button } from '@pwa/ui/button.tsx';
import { SectionHeading } from './section-heading.tsx';

const t = userAdminMessages.listings;
type Listing = AdminUserDetail['listings'][number];
type ListingAction = 'hide' | 'restore';

/** In slots that keep their place, so the button clicked keeps focus as its words change. */
const ACTIONS: Record<ListingModerationStatus, readonly ListingAction[]> = {
  approved: ['hide'],
  hidden: ['restore'],
  'review-requested': ['restore', 'hide'],
  'owner-suspended': [],
};

interface AccountListingsProps {
  listings: Listing[];
  onAsk: (action: ListingAction, listing: Listing) => void;
  /** The listing last decided on: it takes focus should its button have gone. */
  decidedId: string | undefined;
}

export function AccountListings({ listings, onAsk, decidedId }: AccountListingsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (decidedId && document.activeElement === document.body) listRef.current?.querySelector<HTMLElement>(`[data-listing="${decidedId}"]`)?.focus();
  }, [listings, decidedId]);

  return (
    <section aria-labelledby="account-listings-heading" className="space-y-3">
      <SectionHeading id="account-listings-heading" title={t.heading} level={3} />
      {listings.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.empty}</p>
      ) : (
        <ul ref={listRef} aria-labelledby="account-listings-heading" className="divide-y divide-border rounded-xl border border-border bg-surface">
          {listings.map((listing) => {
            const [first, second] = ACTIONS[listing.status];
            const button = (action: ListingAction | undefined) =>
              action ? (
                <Button variant="outline" onClick={() => onAsk(action, listing)}>
                  {action === 'hide' ? t.hide : t.listAgain}
                </Button>
              ) : null;
            return (
              <li key={listing.id} data-listing={listing.id} tabIndex={-1} aria-labelledby={`listing-${listing.id}`} className="space-y-1 p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 id={`listing-${listing.id}`} className="min-w-0 font-semibold break-words text-fg">
                    {listing.title}
                  </h4>
                  {listing.status === 'approved' ? null : (
                    <span className="inline-flex shrink-0 items-center rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger">{t.status[listing.status]}</span>
                  )}
                </div>
                {listing.reason ? <p className="text-sm break-words text-fg">{t.reason(listing.reason)}</p> : null}
                {listing.status === 'owner-suspended' ? <p className="text-sm text-fg-muted">{t.waitsForOwner}</p> : null}
                <p className="text-xs text-fg-muted">{t.added(formatIndiaDate(listing.createdAt))}</p>
                {first ? (
                  <div className="flex flex-wrap gap-2 pt-1">
                    {button(first)}
                    {button(second)}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
