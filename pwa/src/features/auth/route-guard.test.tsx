import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { messages } from '@shared/messages.ts';
import { closeAuthDialog, finishSignIn, getAuthDialogState, openAuthDialog, switchAuthTab } from './auth-dialog-store.ts';
import { RouteGuard } from './route-guard.tsx';

describe('RouteGuard', () => {
  beforeEach(async () => {
    await db.session.put({ key: SESSION_KEY, user: null, fetchedAt: Date.now() });
    stubFetch(() => jsonResponse(401, { message: 'Please log in to continue.', code: 'not-signed-in' }));
  });
  afterEach(() => {
    act(() => closeAuthDialog());
    vi.restoreAllMocks();
  });

  it('offers Sign In to Continue (Log In) and Sign Up to a visitor, then shows the page once signed in', async () => {
    render(<RouteGuard>{(user) => <p>Hello {user.username}</p>}</RouteGuard>);
    fireEvent.click(await screen.findByRole('button', { name: messages.guard.signIn }));
    expect(getAuthDialogState()).toBe('login');
    act(() => closeAuthDialog());
    fireEvent.click(screen.getByRole('button', { name: messages.guard.signUp }));
    expect(getAuthDialogState()).toBe('signup');

    await act(() => db.session.put({ key: SESSION_KEY, user: makeUser({ username: 'priya' }), fetchedAt: Date.now() }));
    expect(await screen.findByText('Hello priya')).toBeTruthy();
  });
});

describe('the auth dialog intent', () => {
  it('goes on with what the user came to do after signing in on either tab, and only then', () => {
    const done: string[] = [];
    openAuthDialog('signup', () => done.push('create-listing'));
    switchAuthTab('login');
    finishSignIn();
    expect(done).toEqual(['create-listing']);
    expect(getAuthDialogState()).toBe('closed');

    openAuthDialog('signup', () => done.push('again'));
    closeAuthDialog();
    openAuthDialog('login');
    finishSignIn();
    expect(done).toEqual(['create-listing']);
  });
});
