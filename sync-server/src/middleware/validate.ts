/**
 * Request validation: bodies, query strings and route parameters parsed with valibot schemas (bodies
 * with the same schema the PWA's forms use), a bad value answered as a 400 with its message.
 */
import * as v from 'valibot';
import { fromIssues } from './error-handler.ts';
import type { AppContext } from '../types.ts';

export function parseBody<TSchema extends v.GenericSchema>(ctx: AppContext, schema: TSchema): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, ctx.request.body ?? {});
  if (!result.success) throw fromIssues(result.issues);
  return result.output;
}

/** Parses a query or route parameter; repeated query keys (arrays) are refused like any bad value. */
export function parseQuery<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw fromIssues(result.issues);
  return result.output;
}

export const uuidParam = v.pipe(v.string(), v.uuid('That is not a valid id.'));

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
