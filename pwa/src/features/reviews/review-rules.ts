/**
 * The review form's rules, in the order a person meets them: signed in, a star rating,
 * at least 10 characters, at most 500 (trimmed). The button reads as disabled until the rating and
 * length are there; pressing it anyway says why, instead of doing nothing.
 */
import { listingMessages } from '@shared/messages/listings.ts';
import { REVIEW_MAX, REVIEW_MIN } from '@shared/schemas/review.ts';

const t = listingMessages.reviews;

export interface ReviewDraft {
  signedIn: boolean;
  rating: number;
  text: string;
}

export interface ToastCopy {
  title: string;
  description: string;
}

export function reviewProblem({ signedIn, rating, text }: ReviewDraft): ToastCopy | undefined {
  if (!signedIn) return t.loginRequired;
  if (rating < 1 || rating > 5) return t.ratingRequired;
  const length = text.trim().length;
  if (length < REVIEW_MIN) return t.tooShort;
  if (length > REVIEW_MAX) return t.tooLong;
  return undefined;
}

/** Submit is disabled while the rating is 0 or the trimmed text is under 10 characters. */
export const isSubmitBlocked = ({ rating, text }: Pick<ReviewDraft, 'rating' | 'text'>): boolean =>
  rating === 0 || text.trim().length < REVIEW_MIN;
