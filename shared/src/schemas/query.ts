/** Pieces of query strings and route parameters: a page size, a page's cursor, an id. */
import * as v from 'valibot';

/** A page size from the query string: a whole number from 1 to max, fallback when absent. */
export const limitParam = (fallback: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'limit must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(max, `limit must be at most ${max}`),
    ),
    String(fallback),
  );

/** The opaque cursor of the page before, as the server handed it out. */
export const cursorParam = v.optional(v.pipe(v.string(), v.maxLength(500)));

export const uuidParam = v.pipe(v.string(), v.uuid('That is not a valid id.'));
