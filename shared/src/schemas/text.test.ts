import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inputMessages } from '../messages/input.ts';
import { loginPayloadSchema, registrationPayloadSchema } from './auth.ts';
import { listingPayloadSchema } from './listing.ts';
import { profilePayloadSchema } from './profile.ts';
import { websiteReviewPayloadSchema } from './review.ts';
import { lineText, text } from './text.ts';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested ?? {};
};
/** The field's first message: the one the server answers with (and the form shows). */
const first = (field: string[] | undefined) => field?.[0];
const refused = inputMessages.controlCharacters;

describe('text building blocks', () => {
  it('refuse a NUL and other control characters with one message', () => {
    for (const bad of ['a\u0000b', '\u0000', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085']) {
      expect(v.safeParse(text('not text'), bad).issues?.[0]?.message, JSON.stringify(bad)).toBe(inputMessages.controlCharacters);
      expect(v.safeParse(lineText('not text'), bad).issues?.[0]?.message, JSON.stringify(bad)).toBe(inputMessages.controlCharacters);
    }
  });

  it('refuse half of a surrogate pair (no character, no UTF-8), and keep whole pairs such as emoji', () => {
    for (const bad of ['\ud800', 'Asha \udc00', 'a\ud83db']) {
      expect(v.safeParse(text('not text'), bad).issues?.[0]?.message, JSON.stringify(bad)).toBe(inputMessages.controlCharacters);
      expect(v.safeParse(lineText('not text'), bad).issues?.[0]?.message, JSON.stringify(bad)).toBe(inputMessages.controlCharacters);
    }
    expect(v.parse(text('x'), 'Lovely 😀\n👍🏽')).toBe('Lovely 😀\n👍🏽');
  });

  it('let multi-line text keep its line breaks and tabs, but not text on one line', () => {
    expect(v.parse(text('x'), 'first line\r\nsecond\tcolumn')).toBe('first line\r\nsecond\tcolumn');
    expect(v.safeParse(lineText('x'), 'Pune\nMaharashtra').success).toBe(false);
    // Around the text, breaks are trimmed away as a paste brings them.
    expect(v.parse(lineText('x'), '  Pune, Maharashtra\n')).toBe('Pune, Maharashtra');
    expect(v.parse(lineText('x'), 'कोरमंगला, बेंगलुरु 😀')).toBe('कोरमंगला, बेंगलुरु 😀');
  });

  it('are what every text field of the API schemas is made of', () => {
    expect(first(issues(registrationPayloadSchema, { username: 'asha_v', email: 'a@b.in', fullName: 'As\u0000ha', password: 'secret1' }).fullName)).toEqual(refused);
    expect(first(issues(loginPayloadSchema, { username: 'as\u0000ha', password: 'x' }).username)).toEqual(refused);
    expect(first(issues(profilePayloadSchema, { fullName: 'Asha Verma', location: 'Pu\u0000ne' }).location)).toEqual(refused);
    expect(first(issues(websiteReviewPayloadSchema, { rating: 5, reviewText: 'Lovely \u0000 service here' }).reviewText)).toEqual(refused);
    const listing = { title: 'Camera', description: 'Good', categoryId: '00000000-0000-4000-8000-000000000000', isNegotiable: true, price: null, priceUnit: null, location: 'Pune' };
    expect(v.safeParse(listingPayloadSchema, { ...listing, description: 'Two lines\nof text' }).success).toBe(true);
    for (const field of ['title', 'description', 'location', 'contactPhone']) {
      expect(first(issues(listingPayloadSchema, { ...listing, [field]: '98765\u000043210' })[field]), field).toEqual(refused);
    }
  });
});
