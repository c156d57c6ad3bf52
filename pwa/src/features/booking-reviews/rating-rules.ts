/**
 * The rating dialog's rules (the text's, and the stars'), read from the same valibot
 * schema the server applies: 1–5 stars; text optional, but when written 10 to 500 characters (trimmed).
 */
import * as v from 'valibot';
import { bookingReviewPayloadSchema, type BookingReviewPayload } from '@shared/schemas/booking.ts';

export interface RatingDraft {
  /** 0 until a star is chosen. */
  rating: number;
  text: string;
}

export type RatingCheck = { ok: true; payload: BookingReviewPayload } | { ok: false; message: string };

/** The body to send, or the first problem in the words users see ("Please write at least 10 characters"). */
export function checkRating(draft: RatingDraft): RatingCheck {
  const result = v.safeParse(bookingReviewPayloadSchema, { rating: draft.rating, text: draft.text });
  if (result.success) return { ok: true, payload: result.output };
  return { ok: false, message: result.issues[0].message };
}
