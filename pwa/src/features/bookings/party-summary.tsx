/** The other side of a booking: picture, name, verified tick and rating ("★ 4.5 (3)" or "No reviews yet"). */
import { BadgeCheck } from 'lucide-react';
import type { BookingParty } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { initials } from '@shared/user-display.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { partyName } from '@pwa/lib/party-name.ts';

const t = bookingMessages.card;

export function PartySummary({ party, label }: { party: BookingParty; label: string }) {
  const rated = party.averageRating !== null && party.reviewCount > 0;
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar initials={initials(partyName(party))} imageUrl={party.profileImageUrl} className="size-10 text-sm" />
      <div className="min-w-0">
        <p className="text-xs text-fg-muted">{label}</p>
        <p className="flex items-center gap-1 font-medium text-fg">
          <span className="truncate">{partyName(party)}</span>
          {party.isVerified ? (
            <span role="img" aria-label={t.verified} title={t.verified} className="shrink-0 text-sky-600 dark:text-sky-400">
              <BadgeCheck aria-hidden className="size-4" />
            </span>
          ) : null}
        </p>
        {rated && party.averageRating !== null ? (
          <p className="text-xs text-fg-muted">
            <span aria-hidden>{t.rating(party.averageRating, party.reviewCount)}</span>
            <span className="sr-only">{t.ratingLabel(party.averageRating, party.reviewCount)}</span>
          </p>
        ) : (
          <p className="text-xs text-fg-muted">{t.noReviews}</p>
        )}
      </div>
    </div>
  );
}
