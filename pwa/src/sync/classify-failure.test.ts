import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyFailure } from './classify-failure.ts';
import { ApiError } from '@pwa/lib/api-error.ts';

describe('classifyFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a failure on the device as client-failure, logging its developer message and storing none of it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('upload URLs kept expiring before they could be used');
    const verdict = classifyFailure(error);
    expect(verdict).toEqual({ type: 'refused', failure: { status: 0, code: 'client-failure', message: '', fields: {} } });
    // The log keeps what a developer needs (lib/error-text.ts words it for the user).
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sending a queued change'), error);
  });

  it("keeps the figures and field codes of the server's answer, for words in the page's language", () => {
    const throttled = new ApiError(429, 'throttled', 'You are sending messages too fast. Please wait 45 seconds and try again.', {}, {
      retryAfterMs: 45_000,
      details: { retryAfterSeconds: 45 },
    });
    expect(classifyFailure(throttled)).toMatchObject({ type: 'retry', retryAfterMs: 45_000, failure: { code: 'throttled', details: { retryAfterSeconds: 45 } } });
    const taken = new ApiError(409, 'document-type-taken', 'taken', { documentType: 'taken' }, { fieldCodes: { documentType: 'document-type-taken' } });
    expect(classifyFailure(taken)).toMatchObject({ type: 'refused', failure: { fieldCodes: { documentType: 'document-type-taken' } } });
    // Nothing to keep: the stored failure stays as it was (no empty keys).
    expect(classifyFailure(new ApiError(404, 'not-found', 'Item not found', {})).failure).not.toHaveProperty('details');
  });
});
