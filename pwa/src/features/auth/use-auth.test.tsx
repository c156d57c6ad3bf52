import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint.ts';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';

// The session check keeps module state (one check per page load): each test loads fresh modules.
async function load() {
  const { useAuth } = await import('./use-auth.ts');
  const store = await import('./session-store.ts');
  const check = await import('./session-check.ts');
  return { useAuth, ...store, ...check };
}

/** Resolves once the page load's session check has its answer (or its failure) in. */
const checkSettled = ({ isSessionCheckSettled, subscribeSessionCheck }: Awaited<ReturnType<typeof load>>) =>
  new Promise<void>((resolve) => {
    if (isSessionCheckSettled()) resolve();
    const unsubscribe = subscribeSessionCheck(() => {
      unsubscribe();
      resolve();
    });
  });

const user = makeUser();

describe('useAuth', () => {
  beforeEach(async () => {
    vi.resetModules();
    const { db } = await import('@pwa/db/app-db.ts');
    await db.session.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is loading until the first answer, then signed out on 401', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchSpy = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { useAuth, readSession, isSessionCheckSettled } = await load();
    const { result } = renderHook(() => useAuth());
    // The check is on its way and the device has no row: nothing has settled, so it says loading.
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(await readSession()).toBeNull();
    expect(isSessionCheckSettled()).toBe(false);
    expect(result.current.status).toBe('loading');
    answer(jsonResponse(401, { message: 'Please log in to continue.', code: 'not-signed-in' }));
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect((await readSession())?.user).toBeNull();
  });

  it('is signed out without asking the server when the browser has no "signed in" hint and nothing is cached', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
    try {
      const fetchSpy = stubFetch(() => jsonResponse(200, user));
      const { useAuth, readSession } = await load();
      const { result } = renderHook(() => useAuth());
      await waitFor(() => expect(result.current.status).toBe('signed-out'));
      expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/user');
      expect((await readSession())?.user).toBeNull();
    } finally {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    }
  });

  it('still asks about a cached user when the hint has gone, and signs them out on 401', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
    try {
      const fetchSpy = stubFetch(() => jsonResponse(401, { message: 'Please log in to continue.', code: 'not-signed-in' }));
      const session = await load();
      await session.saveSession(user, Date.now() - 60_000);
      const { result } = renderHook(() => session.useAuth());
      await waitFor(() => expect(result.current.status).toBe('signed-out'));
      expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain('/api/auth/user');
    } finally {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    }
  });

  it('asks again at once when the outbox’s write was refused for want of a session, and signs out then', async () => {
    let signedIn = true;
    const fetchSpy = stubFetch(() => (signedIn ? jsonResponse(200, user) : jsonResponse(401, { message: 'Please log in to continue.', code: 'not-signed-in' })));
    const session = await load();
    const { result } = renderHook(() => session.useAuth());
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    const asked = () => fetchSpy.mock.calls.filter(([url]) => String(url) === '/api/auth/user').length;
    expect(asked()).toBe(1);

    // Signed out elsewhere: the next write the outbox sends is refused, and the device asks who is signed in.
    signedIn = false;
    const { announceSessionRefused } = await import('@pwa/sync/session-refused.ts');
    announceSessionRefused();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(asked()).toBe(2);
  });

  it('asks once for the screens of a page load, and again for a screen drawn after five minutes', async () => {
    // Every check reads the "signed in" hint first, from the Cookie Store: its reads count the checks.
    const hintReads = vi.fn<(name: string) => Promise<{ value: string }>>(async () => ({ value: '1' }));
    vi.stubGlobal('cookieStore', { get: hintReads });
    try {
      const fetchSpy = stubFetch(() => jsonResponse(200, user));
      const asked = () => fetchSpy.mock.calls.filter(([url]) => String(url) === '/api/auth/user').length;
      const session = await load();
      const header = renderHook(() => session.useAuth());
      await waitFor(() => expect(header.result.current.status).toBe('signed-in'));
      expect(hintReads).toHaveBeenCalledTimes(1);

      // A part of the page drawn later (below the fold, a lazily loaded card) reads who is signed in too.
      const later = renderHook(() => session.useAuth());
      expect(later.result.current.status).toBe('signed-in');
      // Its check would start from a task of its own: one task more and it would have begun.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(hintReads).toHaveBeenCalledTimes(1);
      expect(asked()).toBe(1);

      // A screen drawn once the answer is older than five minutes asks again.
      const answeredBy = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(answeredBy + session.SESSION_ANSWER_STANDS_MS + 1);
      renderHook(() => session.useAuth());
      await waitFor(() => expect(asked()).toBe(2));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is signed in with the user the server returns, and caches it', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, user));
    const { useAuth, readSession } = await load();
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-in', user }));
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/auth/user');
    expect((await readSession())?.user).toEqual(user);
  });

  it('is signed out when offline with nothing cached', async () => {
    stubFetch(offline);
    const { useAuth } = await load();
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
  });

  it('keeps a cached user signed in while offline', async () => {
    stubFetch(offline);
    const session = await load();
    await session.saveSession(user, Date.now() - 60_000);
    const settled = checkSettled(session);
    const { result } = renderHook(() => session.useAuth());
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    // The offline check has failed by now; the cached user stands.
    await settled;
    expect((await session.readSession())?.user).toEqual(user);
    expect(result.current.user).toEqual(user);
  });

  it('signs a cached user out when the server answers 401', async () => {
    stubFetch(() => jsonResponse(401, { message: 'Please log in to continue.', code: 'not-signed-in' }));
    const { useAuth, saveSession } = await load();
    await saveSession(user, Date.now() - 60_000);
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
  });

  it('forgets what the device cached for an account the server has signed out, keeping its unsent writes', async () => {
    stubFetch(() => jsonResponse(401, { message: 'Please log in to continue.', code: 'not-signed-in' }));
    const session = await load();
    const { db } = await import('@pwa/db/app-db.ts');
    const { makeItem } = await import('@pwa/test/items.ts');
    const { queue, deleteOf } = await import('@pwa/test/outbox-fixtures.ts');
    await session.saveSession(user, Date.now() - 60_000);
    await db.items.put({ ...makeItem({ id: 'cached-listing', ownerId: user.id }), fetchedAt: Date.now() - 60_000 });
    await queue(deleteOf('01936f5e-0000-7000-8000-00000000beef', user.id));
    const settled = checkSettled(session);
    renderHook(() => session.useAuth());
    await settled;
    expect(await db.items.count()).toBe(0);
    expect((await session.readSession())?.user).toBeNull();
    expect(await db.outbox.count()).toBe(1);
  });

  it('lets go of everything of an account the server says was deleted, its unsent writes and forms too, and says so', async () => {
    stubFetch(() => jsonResponse(401, { message: 'This account was deleted.', code: 'account-deleted' }));
    const session = await load();
    const { db } = await import('@pwa/db/app-db.ts');
    const { queue, deleteOf } = await import('@pwa/test/outbox-fixtures.ts');
    const { accountMessages } = await import('@shared/messages/account.ts');
    const toasts = await import('@pwa/ui/toast.ts');
    const shown = vi.spyOn(toasts, 'showToast').mockImplementation(() => undefined);
    await session.saveSession(user, Date.now() - 60_000);
    await queue(deleteOf('01936f5e-0000-7000-8000-00000000beef', user.id));
    await queue(deleteOf('01936f5e-0000-7000-8000-00000000cafe', 'another-account'));
    const values = { title: 'Drill', description: '', categoryId: '', pricingType: 'fixed', price: '', priceUnit: 'day', locationType: 'predefined', location: '', customLocation: '', contactPhone: '' } as const;
    await db.formDrafts.put({ key: `create:${user.id}`, accountId: user.id, itemId: null, values, savedAt: Date.now() });
    await db.formDraftMedia.put({ key: `create:${user.id}`, imageUrls: [], photos: [], videoUrl: null, video: null });
    const settled = checkSettled(session);
    renderHook(() => session.useAuth());
    await settled;
    await waitFor(() => expect(shown).toHaveBeenCalledWith('info', accountMessages.deletedTitle, accountMessages.deletedText));
    expect((await session.readSession())?.user).toBeNull();
    // Another account's writes on this phone stay for its sign-in.
    expect((await db.outbox.toArray()).map((row) => row.accountId)).toEqual(['another-account']);
    expect(await db.formDrafts.count()).toBe(0);
    expect(await db.formDraftMedia.count()).toBe(0);
  });

  it('never lets an older answer overwrite a newer one (a slow check landing after a login)', async () => {
    const { readSession, saveSession } = await load();
    const loginAt = Date.now();
    await saveSession(user, loginAt);
    await saveSession(null, loginAt - 1);
    expect((await readSession())?.user).toEqual(user);
  });
});
