/** The newest website reviews, or the empty, loading or offline text. */
import { listingMessages } from '@shared/messages/listings.ts';
import { ReviewCard } from './review-card.tsx';
import type { WebsiteReviews } from './use-website-reviews.ts';

const t = listingMessages.reviews;

export function ReviewList({ state }: { state: WebsiteReviews }) {
  if (state.status !== 'ready' || state.reviews.length === 0) {
    const text = state.status === 'loading' ? t.loading : state.status === 'unavailable' ? t.unavailable : t.empty;
    return (
      <p role="status" aria-busy={state.status === 'loading' || undefined} className="rounded-2xl border border-dashed border-border p-6 text-center text-fg-muted">
        {text}
      </p>
    );
  }
  return (
    <ul aria-label={t.listLabel} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {state.reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
