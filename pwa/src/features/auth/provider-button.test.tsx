import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { providerSignInMessages } from '@shared/messages/provider-sign-in.ts';
import { AuthDialog } from './auth-dialog.tsx';
import { closeAuthDialog, getAuthDialogState, openAuthDialog } from './auth-dialog-store.ts';
import { pageLocale } from '@shared/locale.ts';
import { loadAuthProviders, providerLoginHref, setAuthProviders } from './auth-providers-store.ts';
import { authMessages } from '@shared/messages/auth.ts';

const t = authMessages.dialog;
const continueWithLocalId = providerSignInMessages.continueWith('Local ID');
/** "Continue with {any name}", in either language (the name may come first or last). */
const [before = '', after = ''] = providerSignInMessages.continueWith('\u0000').split('\u0000');
const continueWithAny = (name: string) => name.startsWith(before) && name.endsWith(after) && name.length > before.length + after.length;

describe('the auth dialog’s provider button', () => {
  afterEach(() => {
    act(() => closeAuthDialog());
    act(() => setAuthProviders(null));
    vi.restoreAllMocks();
  });

  it('is not shown when the server has no provider (today’s dialog)', async () => {
    act(() => setAuthProviders({ oidc: null }));
    act(() => openAuthDialog('signup'));
    await renderWithRouter(<AuthDialog />, ['/forgot-password']);
    expect(screen.queryByRole('button', { name: continueWithAny })).toBeNull();
    expect(screen.queryByText(t.orCreateAccount)).toBeNull();
  });

  it('heads each tab with "Continue with {name}" and the tab’s divider', async () => {
    act(() => setAuthProviders({ oidc: { name: 'Local ID' } }));
    act(() => openAuthDialog('signup'));
    await renderWithRouter(<AuthDialog />, ['/forgot-password']);
    expect(screen.getByRole('button', { name: continueWithLocalId })).toBeTruthy();
    expect(screen.getByRole('separator', { name: t.orCreateAccount })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: t.logInTab }));
    act(() => openAuthDialog('login'));
    expect(screen.getByRole('button', { name: continueWithLocalId })).toBeTruthy();
    expect(screen.getByRole('separator', { name: t.orSignIn })).toBeTruthy();
  });

  it('closes the dialog and starts the provider sign-in, coming back to this page', async () => {
    act(() => setAuthProviders({ oidc: { name: 'Local ID' } }));
    act(() => openAuthDialog('login'));
    await renderWithRouter(<AuthDialog />, ['/forgot-password']);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: continueWithLocalId }));
    expect(getAuthDialogState()).toBe('closed');
    expect(assign).toHaveBeenCalledWith(providerLoginHref(window.location));
  });

  it("sends the current path and query as returnTo, and the page's language for the server's pages on the way", async () => {
    expect(providerLoginHref({ pathname: '/items', search: '?q=drill&city=Pune' })).toBe(`/api/login?returnTo=%2Fitems%3Fq%3Ddrill%26city%3DPune&lang=${pageLocale}`);
    expect(providerLoginHref({ pathname: '/', search: '' }, 'hi')).toBe('/api/login?returnTo=%2F&lang=hi');
  });

  it('asks the server which provider it has', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, { oidc: { name: 'Local ID' } }));
    loadAuthProviders();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy.mock.calls[0]?.[0]).toContain('/api/auth/providers');
    act(() => openAuthDialog('signup'));
    await renderWithRouter(<AuthDialog />, ['/forgot-password']);
    expect(await screen.findByRole('button', { name: continueWithLocalId })).toBeTruthy();
  });
});
