/**
 * What a failure says, in the page's language: runs in the pwa (English) and pwa-hi
 * (Hindi) projects, reading the expected words from the copy modules.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocale } from '@shared/locale.ts';
import { errorMessages } from '@shared/messages/errors.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { apiPost } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { errorText, fieldErrorText, fieldErrorTexts } from './error-text.ts';

const english = pageLocale === 'en';
const TAKEN = 'That username is already taken. Please choose another.';

describe('errorText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('words a failure on the device by its code in both languages, never by its developer message', () => {
    const raw = 'upload URLs kept expiring before they could be used';
    expect(errorText({ code: 'client-failure', message: raw })).toBe(errorMessages.byCode['client-failure']);
    expect(errorText({ code: 'client-failure', message: '' })).toBe(errorMessages.byCode['client-failure']);
  });

  it("shows the server's message in English, and in Hindi the code's words with the wait the answer carried", async () => {
    const message = 'Too many sign-in attempts. Please wait 2 minutes and try again.';
    stubFetch(() => jsonResponse(429, { message, code: 'throttled', details: { retryAfterSeconds: 95 } }));
    const error = (await apiPost('/api/login/email', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.details).toEqual({ retryAfterSeconds: 95 });
    expect(errorText(error)).toBe(english ? message : errorMessages.withFigure.throttled(95));
    // The wait is kept in either language: in Hindi "2 मिनट", written by Intl rather than lost.
    expect(errorText(error)).toContain(english ? '2 minutes' : '2 मिनट');
  });

  it('words size limits from their figure, and falls back to the plain words without one', () => {
    const tooLarge = { code: 'file-too-large', message: 'Please select an image under 5MB', details: { maxBytes: 5 * 1024 * 1024 } };
    expect(errorText(tooLarge)).toBe(english ? tooLarge.message : errorMessages.withFigure.fileTooLarge(5 * 1024 * 1024));
    expect(errorText({ code: 'file-too-large', message: '' })).toBe(errorMessages.byCode['file-too-large']);
    expect(errorText({ code: 'too-many-pixels', message: '', details: { maxPixels: 50_000_000 } })).toBe(errorMessages.withFigure.tooManyPixels(50_000_000));
  });

  it('drops figures that are not numbers rather than writing them', async () => {
    stubFetch(() => jsonResponse(429, { message: '', code: 'throttled', details: { retryAfterSeconds: 'soon', maxBytes: -1 } }));
    const error = (await apiPost('/api/messages', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.details).toEqual({});
    expect(errorText(error)).toBe(errorMessages.byCode.throttled);
  });
});

describe('field refusals', () => {
  afterEach(() => vi.restoreAllMocks());

  it("words a taken username beside its field in the page's language, from the field's code", async () => {
    stubFetch(() => jsonResponse(409, { message: TAKEN, code: 'username-taken', fields: { username: TAKEN }, fieldCodes: { username: 'username-taken' } }));
    const error = (await apiPost('/api/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldCodes).toEqual({ username: 'username-taken' });
    expect(fieldErrorTexts(error)).toEqual({ username: english ? TAKEN : errorMessages.byField['username-taken'] });
    expect(fieldErrorTexts(error).username).not.toBe(errorMessages.fieldInvalid);
  });

  it("takes the error's own code for a field sent without one (a server before field codes)", () => {
    const error = new ApiError(409, 'email-taken', 'An account with this email already exists. Please log in instead.', { email: 'An account with this email already exists. Please log in instead.' });
    expect(fieldErrorTexts(error).email).toBe(english ? error.message : errorMessages.byField['email-taken']);
  });

  it("words the plan's photo limit with its number, and media not uploaded through Kiraya, from their codes", () => {
    const tooMany = 'You can upload maximum 10 photos.';
    const error = new ApiError(400, 'invalid-input', tooMany, { imageUrls: tooMany, videoUrl: 'Photos and videos must be uploaded through Kiraya.' }, {
      fieldCodes: { imageUrls: 'too-many-photos', videoUrl: 'media-not-uploaded' },
      details: { maxPhotos: 10 },
    });
    const worded = fieldErrorTexts(error);
    expect(worded.imageUrls).toBe(english ? tooMany : errorMessages.withFigure.tooManyPhotos(10));
    expect(worded.imageUrls).toContain('10');
    expect(worded.videoUrl).toBe(english ? 'Photos and videos must be uploaded through Kiraya.' : errorMessages.byField['media-not-uploaded']);
    // Without the figure (an older answer), the words that need none.
    expect(fieldErrorText(tooMany, 'too-many-photos')).toBe(english ? tooMany : errorMessages.byField['too-many-photos']);
  });

  it('says a left-out field is required, and "check this field" for an uncoded refusal', () => {
    expect(fieldErrorText('itemId is required', 'required')).toBe(english ? 'itemId is required' : errorMessages.byField.required);
    const error = new ApiError(400, 'invalid-input', 'Title is required', { title: 'Title is required' });
    expect(fieldErrorTexts(error).title).toBe(english ? 'Title is required' : errorMessages.fieldInvalid);
  });
});
