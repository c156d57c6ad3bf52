/**
 * The availability dot: green available, red rented, grey unavailable, with its word beside
 * it so the state never depends on telling colours apart.
 */
import type { Availability } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';

const dotColour: Record<Availability, string> = {
  available: 'bg-green-600 dark:bg-green-400',
  rented: 'bg-red-600 dark:bg-red-400',
  unavailable: 'bg-stone-400 dark:bg-stone-500',
};

export function AvailabilityBadge({ availability, className = '' }: { availability: Availability; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-surface/90 px-2 py-1 text-xs font-medium text-fg shadow-sm backdrop-blur ${className}`}
    >
      <span aria-hidden className={`size-2 rounded-full ${dotColour[availability]}`} />
      {browseMessages.card.availability[availability]}
    </span>
  );
}
