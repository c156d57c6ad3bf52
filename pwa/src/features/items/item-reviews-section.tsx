/**
 * "Reviews" on the item page: renters' reviews of the listing after their rentals,
 * newest first, "Show more" for older ones; "No reviews yet" when there are none. Works offline from
 * the reviews kept on the device, saying how old they are.
 */
import { LoaderCircle } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { ItemRating } from './item-rating.tsx';
import { OfflineNote } from '@pwa/ui/offline-note.tsx';
import { Button } from '@pwa/ui/button.tsx';
import { ItemReviewCard } from './item-review-card.tsx';
import { useItemReviews } from './use-item-reviews.ts';

const t = reviewMessages.itemReviews;

export function ItemReviewsSection({ item }: { item: Pick<Item, 'id' | 'averageRating' | 'reviewCount'> }) {
  const state = useItemReviews(item.id);
  return (
    <section aria-labelledby="item-reviews-heading" className="mt-10 max-w-3xl">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="item-reviews-heading" className="text-xl font-bold text-fg sm:text-2xl">
          {t.heading}
        </h2>
        {state.reviews.length > 0 ? <ItemRating item={item} className="text-sm" /> : null}
      </div>
      <div className="mt-3">
        <ReviewsBody state={state} />
      </div>
    </section>
  );
}

function ReviewsBody({ state }: { state: ReturnType<typeof useItemReviews> }) {
  if (state.status === 'loading') {
    return (
      <p role="status" aria-busy="true" className="flex items-center gap-2 py-4 text-fg-muted">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {t.loading}
      </p>
    );
  }
  if (state.status === 'offline') return <p className="py-4 text-fg-muted">{t.offline}</p>;
  if (state.status === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-3 py-4">
        <p className="text-fg-muted">{t.failed}</p>
        <Button variant="outline" onClick={state.retry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (state.reviews.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-5 text-center">
        <p className="font-medium text-fg">{t.empty}</p>
        <p className="mt-1 text-sm text-fg-muted">{t.emptyText}</p>
      </div>
    );
  }
  return (
    <>
      <OfflineNote savedAt={state.offlineSavedAt} />
      <ul aria-label={t.heading} className="divide-y divide-border rounded-2xl border border-border bg-surface px-4">
        {state.reviews.map((review) => (
          <li key={review.id}>
            <ItemReviewCard review={review} />
          </li>
        ))}
      </ul>
      {state.hasMore ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={state.loadMore} disabled={state.loadingMore} aria-busy={state.loadingMore} className="min-w-40">
            {state.loadingMore ? t.loadingMore : t.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
