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

/** The query pieces route files parse with: one import beside parseQuery. */
export { cursorParam, limitParam, uuidParam } from '@shared/schemas/query.ts';
