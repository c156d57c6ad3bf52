/** One website review: avatar, name, stars, text and the date as Indian readers write it. */
import type { WebsiteReview } from '@shared/api.ts';
import { initials } from '@shared/user-display.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { StarRating } from './star-rating.tsx';
import { formatIndiaDate } from '@shared/intl-dates.ts';

export function ReviewCard({ review }: { review: WebsiteReview }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs">
      <header className="flex items-center gap-3">
        <Avatar initials={initials(review.userName)} imageUrl={review.userAvatar} className="size-10 text-sm" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-fg">{review.userName}</h3>
          <StarRating rating={review.rating} />
        </div>
      </header>
      <p className="flex-1 text-fg [overflow-wrap:anywhere] whitespace-pre-line">{review.reviewText}</p>
      <time dateTime={review.createdAt} className="text-sm text-fg-muted">
        {formatIndiaDate(review.createdAt)}
      </time>
    </article>
  );
}
