/**
 * A listing's status on the dashboard: Active when available, otherwise Inactive; a
 * rented listing says so in red, like the red availability dot on item cards, and one others cannot
 * see says Hidden.
 */
import type { Availability } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { listingReviewMessages } from '@shared/messages/listing-review.ts';

const t = listingMessages.dashboard;

const looks: Record<Availability, { label: string; className: string }> = {
  available: { label: t.statusActive, className: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300' },
  rented: { label: t.statusRented, className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300' },
  unavailable: { label: t.statusInactive, className: 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300' },
};

/** Hidden from others by the moderators (or with a suspended account): said before its availability. */
const hiddenLook = { label: listingReviewMessages.badge, className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300' };

export function ListingStatusBadge({ availability, hidden = false }: { availability: Availability; hidden?: boolean }) {
  const { label, className } = hidden ? hiddenLook : looks[availability];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">{t.statusPrefix}</span>
      {label}
    </span>
  );
}
