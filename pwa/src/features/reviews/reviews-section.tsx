/**
 * Home's reviews section: what people say about Kiraya, newest first, and the form to add
 * one. Reviews are read from the device and refreshed from the server.
 */
import { listingMessages } from '@shared/messages/listings.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';
import { useWebsiteReviews } from './use-website-reviews.ts';

const t = listingMessages.reviews;

export function ReviewsSection() {
  const reviews = useWebsiteReviews();
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mx-auto max-w-7xl scroll-mt-20 px-3 py-8 sm:px-4">
      <h2 id="reviews-heading" className="text-xl font-bold text-fg sm:text-2xl">
        {t.heading}
      </h2>
      <p className="mt-1 text-fg-muted">{t.text}</p>
      <div className="mt-5 grid items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ReviewList state={reviews} />
        <ReviewForm />
      </div>
    </section>
  );
}
