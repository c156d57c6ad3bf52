import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint.ts';
import { readSignedInHint } from './signed-in-hint.ts';

/** A cookie store holding `cookies`, shaped as the browser's Cookie Store API answers. */
const cookieStoreWith = (cookies: Record<string, string>) => ({
  get: vi.fn<(name: string) => Promise<{ name: string; value: string | undefined } | null>>(async (name: string) => (name in cookies ? { name, value: cookies[name] } : null)),
});

describe('readSignedInHint', () => {
  const clearHint = () => (document.cookie = `${SIGNED_IN_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  // The test setup signs every browser in (the hint set); each test here says what it holds.
  beforeEach(clearHint);
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
  });

  it('asks the Cookie Store API when the browser has it, not document.cookie', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    const signedOut = cookieStoreWith({ other: 'x' });
    vi.stubGlobal('cookieStore', signedOut);
    expect(await readSignedInHint()).toBe(false);
    expect(signedOut.get).toHaveBeenCalledWith(SIGNED_IN_HINT_COOKIE);

    clearHint();
    vi.stubGlobal('cookieStore', cookieStoreWith({ [SIGNED_IN_HINT_COOKIE]: '1' }));
    expect(await readSignedInHint()).toBe(true);
  });

  it('reads document.cookie in a browser without the Cookie Store API', async () => {
    vi.stubGlobal('cookieStore', undefined);
    expect(await readSignedInHint()).toBe(false);
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    expect(await readSignedInHint()).toBe(true);
  });

  it('counts a store that refuses the document as no hint', async () => {
    vi.stubGlobal('cookieStore', { get: () => Promise.reject(new TypeError('opaque origin')) });
    expect(await readSignedInHint()).toBe(false);
  });
});
