import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type SavedSearch } from '@shared/api.ts';
import { categoryName } from '@shared/messages/categories.ts';
import { savedSearchMessages } from '@shared/messages/saved-searches.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import * as auth from '@pwa/features/auth/index.ts';
import { closeAuthDialog, getAuthDialogState } from '@pwa/features/auth/auth-dialog-store.ts';
import { SaveSearchButton } from './save-search-button.tsx';
import { savedSearchLabel } from './saved-search-label.ts';
import { SavedSearchesSection } from './saved-searches-section.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));
// The real auth, but for the test that holds its state at "loading" (a tap during the start).
vi.mock('@pwa/features/auth/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@pwa/features/auth/index.ts')>();
  return {
    ...real,
    useAuth: vi.fn<typeof real.useAuth>(real.useAuth),
    isSignedInOnceChecked: vi.fn<typeof real.isSignedInOnceChecked>(real.isSignedInOnceChecked),
  };
});

const t = savedSearchMessages;
const user = makeUser();

const saved = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: '0193d000-0000-7000-8000-00000000b001',
  q: 'projector',
  location: null,
  categoryId: null,
  categorySlug: null,
  categoryName: null,
  near: '18.520,73.860',
  radiusKm: 10,
  from: null,
  to: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  lastMatch: null,
  ...overrides,
});

/** The saved-search calls; answers `posted` with 201, DELETE with `deleteStatus`. */
function serve(held: SavedSearch[], deleteStatus = 204) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://kiraya.test').pathname;
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/auth/user') return jsonResponse(200, user);
    if (path === apiPaths.savedSearches && method === 'GET') return jsonResponse(200, held);
    if (path === apiPaths.savedSearches && method === 'POST') return jsonResponse(201, saved());
    if (method === 'DELETE') return deleteStatus === 204 ? new Response(null, { status: 204 }) : jsonResponse(deleteStatus, { message: 'Saved search not found', code: 'not-found' });
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
  return calls;
}

async function render(element: React.ReactElement) {
  const rendered = await renderWithRouter(element, ['/dashboard']);
  await act(() => rendered.router.navigate({ to: '/dashboard' }));
  return rendered;
}

describe('saved searches', () => {
  beforeEach(async () => {
    await db.session.put({ key: SESSION_KEY, user, fetchedAt: Date.now() });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // Back to the real auth (a mock's reset returns it to the implementation it was made with).
    vi.mocked(auth.useAuth).mockReset();
    vi.mocked(auth.isSignedInOnceChecked).mockReset();
    vi.mocked(showToast).mockClear();
  });

  it('say what each search asks in words', () => {
    expect(savedSearchLabel(saved())).toBe(`“projector” · ${t.near(10)}`);
    const cameras = categoryName({ slug: 'cameras', name: 'Cameras' });
    expect(savedSearchLabel(saved({ q: null, near: null, radiusKm: null, categorySlug: 'cameras', categoryName: 'Cameras', location: 'Pune' }))).toBe(`${cameras} · Pune`);
    expect(savedSearchLabel(saved({ q: null, near: null, radiusKm: null }))).toBe(t.anything);
  });

  it('save the search from its button and say so', async () => {
    const calls = serve([]);
    await render(<SaveSearchButton search={{ q: 'projector', near: '18.520,73.860', radiusKm: 10 }} />);
    fireEvent.click(await screen.findByRole('button', { name: t.save }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', t.saved));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ q: 'projector', near: '18.520,73.860', radiusKm: 10 });
  });

  it('ask a visitor who taps before the session is read to sign in, once the check says nobody is', async () => {
    const calls = serve([]);
    vi.mocked(auth.useAuth).mockReturnValue({ status: 'loading', user: null });
    let answer: (signedIn: boolean) => void = () => {};
    vi.mocked(auth.isSignedInOnceChecked).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await render(<SaveSearchButton search={{ q: 'projector' }} />);
    fireEvent.click(await screen.findByRole('button', { name: t.save }));
    expect(getAuthDialogState()).toBe('closed');
    // Busy while it waits, so a second tap is not a second search.
    expect((await screen.findByRole('button', { name: t.saving })).hasAttribute('disabled')).toBe(true);
    await act(async () => answer(false));
    await waitFor(() => expect(getAuthDialogState()).toBe('login'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(showToast).not.toHaveBeenCalled();
    closeAuthDialog();
  });

  it('list each search with its last match and delete one', async () => {
    const calls = serve([
      saved({ lastMatch: { itemId: '0193d000-0000-7000-8000-00000000c001', title: 'Epson projector', at: new Date().toISOString() } }),
      saved({ id: '0193d000-0000-7000-8000-00000000b002', q: 'tent', near: null, radiusKm: null }),
    ]);
    await render(<SavedSearchesSection />);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /Epson projector/ }).getAttribute('href')).toBe('/item/0193d000-0000-7000-8000-00000000c001');
    expect(within(list).getByText(t.noMatchYet)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: t.deleteLabel('“tent”') }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === apiPaths.savedSearch('0193d000-0000-7000-8000-00000000b002'))).toBe(true);
    expect(showToast).toHaveBeenCalledWith('success', t.deleted);
  });

  it('keep a search whose deletion was refused, and say why', async () => {
    serve([saved()], 404);
    await render(<SavedSearchesSection />);
    fireEvent.click(await screen.findByRole('button', { name: t.deleteLabel(`“projector” · ${t.near(10)}`) }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', t.deleteFailed, errorText({ code: 'not-found', message: 'Saved search not found' })));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('say when nothing is saved yet', async () => {
    serve([]);
    await render(<SavedSearchesSection />);
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });
});
