/**
 * Keyset pagination cursors: the sort key of the last item of a page, opaque to clients (base64url
 * JSON). A client can forge one, so every value is checked against what the column it continues from
 * can hold before it reaches SQL: a cursor that does not fit is a 400 invalid-cursor, never a 500.
 */
import * as v from 'valibot';
import { limits } from '@shared/limits.ts';
import { inputMessages } from '@shared/messages/input.ts';
import { lineText } from '@shared/schemas/text.ts';
import { AppError } from '../errors.ts';

/** The orders a keyset cursor continues: by time, by view count, by search rank or round Featured Rentals' circle. */
export type CursorOrder = 'recent' | 'popular' | 'relevance' | 'featured' | 'distance';

/**
 * created_at: the ISO time the server wrote (Date#toISOString, UTC to the millisecond), a real day in
 * years 1 to 9999 — what timestamptz takes. Anything else was not made here.
 */
const timeKey = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  v.check((text) => !text.startsWith('0000') && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text),
);
/** view_count: an int4 of zero or more. */
const countKey = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));
/**
 * A relevance rank: ts_rank with weights of at most 1 and no normalisation lies in [0, 1] (tried on
 * dense documents: it reaches 1, never more).
 */
const rankKey = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));

/**
 * Near me: the straight-line distance in metres through the earth from the search's point (cube's
 * `<->` between earthdistance's points), at most the earth's diameter.
 */
const distanceKey = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(12_756_336));

/** Featured Rentals: the listing id its circle starts from. */
const pivotKey = v.pipe(v.string(), v.uuid());

const keyOf: Record<CursorOrder, v.GenericSchema<unknown, string | number>> = {
  recent: timeKey,
  popular: countKey,
  relevance: rankKey,
  featured: pivotKey,
  distance: distanceKey,
};

const cursorSchema = v.object({
  /** The sort value: created_at (ISO), view_count, search rank, pivot or distance; checked against the order in use. */
  k: v.union([timeKey, countKey, rankKey, pivotKey, distanceKey]),
  id: v.pipe(v.string(), v.uuid()),
  /** Whether the last listing's owner is verified: listings equal in the order show verified owners' first. */
  v: v.optional(v.boolean()),
  /**
   * The words the first page searched for (after typo correction), so every page matches alike.
   * Corrected words may be longer than the ones typed, hence twice the search box's limit.
   */
  q: v.optional(v.pipe(lineText(''), v.minLength(1), v.maxLength(2 * limits.searchTextMax))),
  /** The group a list sorted by groups first was in at the page's end (the support queue's: 0 to 2). */
  g: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
});
export type Cursor = v.InferOutput<typeof cursorSchema>;

export const invalidCursor = () => new AppError(400, 'invalid-cursor', inputMessages.invalidCursor, { cursor: inputMessages.invalidCursor });

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    return v.parse(cursorSchema, JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
}

/** The cursor's sort value for this order; a cursor made for another order (or forged) is a 400. */
export function cursorKey(cursor: Cursor, order: CursorOrder): string | number {
  const key = v.safeParse(keyOf[order], cursor.k);
  if (!key.success) throw invalidCursor();
  return key.output;
}

/** change_seq is a bigint: at most 2^63 - 1. */
const MAX_CHANGE_SEQ = 2n ** 63n - 1n;

/**
 * The cursor of the changes call: the change_seq a device has seen up to, opaque to it. A bigint, so
 * it travels as digits.
 */
const changeCursorSchema = v.object({
  seq: v.pipe(
    v.string(),
    v.regex(/^\d{1,19}$/),
    v.check((seq) => BigInt(seq) <= MAX_CHANGE_SEQ),
  ),
});

export function encodeChangeCursor(seq: string): string {
  return Buffer.from(JSON.stringify({ seq })).toString('base64url');
}

export function decodeChangeCursor(text: string): string {
  try {
    return v.parse(changeCursorSchema, JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))).seq;
  } catch {
    throw new AppError(400, 'invalid-cursor', inputMessages.invalidChangesCursor, { since: inputMessages.invalidChangesCursor });
  }
}
