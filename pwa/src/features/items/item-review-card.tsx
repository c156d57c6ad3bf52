/** One renter's review of a listing: avatar, name, stars, the date as Indian readers write it, and the text if any. */
import type { ItemReview } from '@shared/api.ts';
import { initials } from '@shared/user-display.ts';
import { StarRating } from '@pwa/features/reviews/index.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { localPartsOf, shortDate } from '@shared/day-names.ts';

export function ItemReviewCard({ review }: { review: ItemReview }) {
  return (
    <article className="flex gap-3 py-4">
      <Avatar initials={initials(review.reviewerName)} imageUrl={review.reviewerAvatar} className="size-10 shrink-0 text-sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="min-w-0 font-semibold text-fg [overflow-wrap:anywhere]">{review.reviewerName}</h3>
          <time dateTime={review.createdAt} className="text-sm text-fg-muted">
            {shortDate(localPartsOf(new Date(review.createdAt)))}
          </time>
        </div>
        <StarRating rating={review.rating} />
        {review.text ? <p className="mt-1 text-fg [overflow-wrap:anywhere] whitespace-pre-line">{review.text}</p> : null}
      </div>
    </article>
  );
}
