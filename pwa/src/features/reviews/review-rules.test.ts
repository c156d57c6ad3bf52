import { describe, expect, it } from 'vitest';
import { listingMessages } from '@shared/messages/listings.ts';
import { isSubmitBlocked, reviewProblem } from './review-rules.ts';

const t = listingMessages.reviews;
const good = { signedIn: true, rating: 4, text: 'Rented a camera for a wedding, smooth.' };

describe('reviewProblem', () => {
  it('asks a signed-out visitor to log in first, whatever else is missing', () => {
    expect(reviewProblem({ signedIn: false, rating: 0, text: '' })).toEqual(t.loginRequired);
  });

  it('needs a star rating', () => {
    expect(reviewProblem({ ...good, rating: 0 })).toEqual(t.ratingRequired);
  });

  it('needs 10 to 500 characters after trimming', () => {
    expect(reviewProblem({ ...good, text: '   too short   ' })).toEqual(t.tooShort);
    expect(reviewProblem({ ...good, text: 'x'.repeat(501) })).toEqual(t.tooLong);
    expect(reviewProblem({ ...good, text: ` ${'x'.repeat(10)} ` })).toBeUndefined();
    expect(reviewProblem({ ...good, text: 'x'.repeat(500) })).toBeUndefined();
  });
});

describe('isSubmitBlocked', () => {
  it('blocks without a rating or with fewer than 10 trimmed characters', () => {
    expect(isSubmitBlocked({ rating: 0, text: good.text })).toBe(true);
    expect(isSubmitBlocked({ rating: 5, text: '  nine ch  ' })).toBe(true);
    expect(isSubmitBlocked({ rating: 5, text: 'ten chars!' })).toBe(false);
  });
});
