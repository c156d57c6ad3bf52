/** A review's stars, read out as "Rated 4 out of 5". */
import { Star } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={listingMessages.reviews.ratedLabel(rating)} className="inline-flex gap-0.5">
      {STARS.map((star) => (
        <Star key={star} aria-hidden className={`size-4 ${star <= rating ? 'fill-amber-400 text-amber-400' : 'text-stone-300 dark:text-stone-600'}`} />
      ))}
    </span>
  );
}
