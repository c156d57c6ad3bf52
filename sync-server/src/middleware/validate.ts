/** Parses a request body with the same valibot schema the PWA's forms use (CONVENTIONS.md §1). */
import * as v from 'valibot';
import { fromIssues } from './error-handler.ts';
import type { AppContext } from '../types.ts';

export function parseBody<TSchema extends v.GenericSchema>(ctx: AppContext, schema: TSchema): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, ctx.request.body ?? {});
  if (!result.success) throw fromIssues(result.issues);
  return result.output;
}
