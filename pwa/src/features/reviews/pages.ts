/**
 * The reviews feature's face for what later parts load: home's reviews section (below the fold) and
 * the inputs the rating dialog reuses. Apart from index.ts, whose stars every item page shows, so
 * that those pages do not load the review form and its validation library.
 */
export { ReviewTextField } from './review-text-field.tsx';
export { ReviewsSection } from './reviews-section.tsx';
export { StarRatingInput } from './star-rating-input.tsx';
