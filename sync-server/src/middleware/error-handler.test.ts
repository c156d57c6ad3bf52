/**
 * The JSON error's codes for a client that words it in another language: field codes for
 * the common refusals, figures in `details`. The real app's answers are checked in the modules' tests
 * (auth.test.ts: taken username and email; the media tests: sizes; throttle.test.ts: waits).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { fileTooLargeError, throttledError } from '../errors.ts';
import type { AppContext } from '../types.ts';
import { errorHandler, fromIssues, toAppError } from './error-handler.ts';

/** What errorHandler answers for an error thrown by the rest of the chain. */
async function answerFor(error: unknown): Promise<{ status: number; body: ApiErrorBody; headers: Record<string, string> }> {
  const headers: Record<string, string> = {};
  const ctx = { status: 200, body: undefined as unknown, path: '/api/test', state: {}, set: (name: string, value: string) => (headers[name] = value) };
  await errorHandler()(ctx as unknown as AppContext, () => Promise.reject(error));
  return { status: ctx.status, body: ctx.body as ApiErrorBody, headers };
}

describe('the JSON error', () => {
  it('codes a taken username or email on its field, as the error itself is coded', async () => {
    const username = await answerFor(Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_username_lower_unique' }));
    expect(username).toMatchObject({
      status: 409,
      body: { code: 'username-taken', fields: { username: serverMessages.errors.usernameTaken }, fieldCodes: { username: 'username-taken' } },
    });
    const email = toAppError(Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_email_lower_unique' }));
    expect(email?.fieldCodes).toEqual({ email: 'email-taken' });
  });

  it("codes a reference to nothing (an unknown category) as a required field, keeping its English words", () => {
    const unknown = toAppError(Object.assign(new Error('foreign key'), { code: '23503', constraint: 'items_category_id_foreign' }));
    expect(unknown).toMatchObject({ code: 'invalid-input', fields: { categoryId: listingMessages.validation.categoryRequired }, fieldCodes: { categoryId: 'required' } });
  });

  it('codes only the fields left out altogether; a wrong value keeps its own words uncoded', () => {
    const schema = v.object({ itemId: v.string(), count: v.pipe(v.number(), v.minValue(1, 'count must be at least 1')) });
    const result = v.safeParse(schema, { count: 0 });
    if (result.success) throw new Error('expected issues');
    const error = fromIssues(result.issues);
    expect(error.fields).toEqual({ itemId: serverMessages.errors.fieldRequired('itemId'), count: 'count must be at least 1' });
    expect(error.fieldCodes).toEqual({ itemId: 'required' });
  });

  it('carries a wait and a size limit as figures, the wait in Retry-After too', async () => {
    expect(await answerFor(throttledError('Too many sign-in attempts. Please wait 2 minutes and try again.', 95))).toEqual({
      status: 429,
      body: { message: 'Too many sign-in attempts. Please wait 2 minutes and try again.', code: 'throttled', details: { retryAfterSeconds: 95 } },
      headers: { 'Retry-After': '95' },
    });
    expect((await answerFor(fileTooLargeError('File too large. Maximum size is 5MB.', 5 * 1024 * 1024))).body).toEqual({
      message: 'File too large. Maximum size is 5MB.',
      code: 'file-too-large',
      details: { maxBytes: 5 * 1024 * 1024 },
    });
  });

  it('adds nothing to an error without codes or figures', async () => {
    expect((await answerFor(Object.assign(new Error('too large'), { type: 'entity.too.large', status: 413 }))).body).toEqual({
      message: serverMessages.errors.tooLarge,
      code: 'payload-too-large',
    });
  });
});
