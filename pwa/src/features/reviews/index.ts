/** The reviews feature's public face: home places the section; ratings elsewhere reuse its stars. */
export { ReviewTextField } from './review-text-field.tsx';
export { ReviewsSection } from './reviews-section.tsx';
export { StarRating } from './star-rating.tsx';
export { StarRatingInput } from './star-rating-input.tsx';
