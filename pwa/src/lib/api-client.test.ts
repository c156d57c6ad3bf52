import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { errorMessages } from '@shared/messages/errors.ts';
import { apiGet, apiPost } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { errorText } from './error-text.ts';

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('api client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends credentials, and a JSON content type only with a body', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, { ok: true }));
    await apiGet('/api/categories');
    await apiPost('/api/login/email', { username: 'priya', password: 'secret' });
    const [getInit, postInit] = fetchSpy.mock.calls.map(([, init]) => init);
    expect(getInit?.credentials).toBe('same-origin');
    expect(headersOf(getInit).has('Content-Type')).toBe(false);
    expect(getInit?.body).toBeNull();
    expect(headersOf(postInit).get('Content-Type')).toBe('application/json');
    expect(postInit?.body).toBe('{"username":"priya","password":"secret"}');
  });

  it("rejects with the server's message, code and fields", async () => {
    stubFetch(() => jsonResponse(400, { message: 'Please check the highlighted fields.', code: 'invalid-input', fields: { email: 'Please enter a valid email address' } }));
    const error = await apiPost('/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid-input', message: 'Please check the highlighted fields.', fields: { email: 'Please enter a valid email address' } });
  });

  it('turns a lost connection into the offline message', async () => {
    stubFetch(offline);
    const error = await apiGet('/api/auth/user').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network-error' });
    // The error carries no words of its own: errorText gives it its code's, in the page's language.
    expect(errorText(error as ApiError)).toBe(errorMessages.byCode['network-error']);
  });

  it('reads an answer that is not the API JSON as "{status}: {text}"', async () => {
    stubFetch(() => new Response('Bad Gateway from proxy', { status: 502 }));
    await expect(apiGet('/api/categories')).rejects.toMatchObject({ status: 502, code: 'unexpected-response', message: '502: Bad Gateway from proxy' });
  });
});
