import { describe, expect, it } from 'vitest';
import { listingMessages } from '@shared/messages/listings.ts';
import { checkRating } from './rating-rules.ts';

const m = listingMessages.reviewValidation;

describe('checkRating', () => {
  it('needs a star rating', () => {
    expect(checkRating({ rating: 0, text: '' })).toEqual({ ok: false, message: m.ratingRequired });
  });

  it('allows no text, sent as null', () => {
    expect(checkRating({ rating: 5, text: '   ' })).toEqual({ ok: true, payload: { rating: 5, text: null } });
  });

  it('refuses 1 to 9 characters of text, counted trimmed', () => {
    expect(checkRating({ rating: 4, text: 'Good' })).toEqual({ ok: false, message: m.tooShort });
    expect(checkRating({ rating: 4, text: '  123456789  ' })).toEqual({ ok: false, message: m.tooShort });
    expect(checkRating({ rating: 4, text: ' 1234567890 ' })).toEqual({ ok: true, payload: { rating: 4, text: '1234567890' } });
  });

  it('refuses more than 500 characters', () => {
    expect(checkRating({ rating: 3, text: 'x'.repeat(500) })).toMatchObject({ ok: true });
    expect(checkRating({ rating: 3, text: 'x'.repeat(501) })).toEqual({ ok: false, message: m.tooLong });
  });
});
