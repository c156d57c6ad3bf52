import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { AuthDialog } from './auth-dialog.tsx';
import { closeAuthDialog, getAuthDialogState, openAuthDialog, type AuthTab } from './auth-dialog-store.ts';
import { readSession } from './session-store.ts';

function renderDialog(tab: AuthTab) {
  act(() => openAuthDialog(tab));
  render(<AuthDialog />);
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

function fillSignUp(confirmPassword = 'chai-time-42') {
  type('Full Name', 'Priya Sharma');
  type('Username', 'priya.sharma');
  type('Email', 'priya@example.in');
  type('Password', 'chai-time-42');
  type('Confirm Password', confirmPassword);
}

describe('AuthDialog', () => {
  beforeEach(async () => {
    await db.session.clear();
  });
  afterEach(() => {
    act(() => closeAuthDialog());
    vi.restoreAllMocks();
  });

  it('has the spec title, subtitle and tabs, Sign Up first', () => {
    renderDialog('signup');
    expect(screen.getByRole('dialog', { name: 'Welcome to Kiraya' })).toBeTruthy();
    expect(screen.getByText('Join thousands of users renting and sharing items')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Log In' }).getAttribute('aria-selected')).toBe('false');
  });

  it('shows every sign-up rule word for word after an empty submit, and not before', async () => {
    renderDialog('signup');
    type('Username', 'x');
    expect(errorOf('Username')).toBeUndefined();
    type('Username', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorOf('Full Name')).toBe('Full name must be at least 2 characters'));
    expect(errorOf('Username')).toBe('Username must be at least 3 characters');
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    expect(errorOf('Password')).toBe('Password must be at least 6 characters');
    expect(errorOf('Confirm Password')).toBe('Please confirm your password');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it("says \"Passwords don't match\" on Confirm Password, and re-validates as the user types", async () => {
    const fetchSpy = stubFetch(() => jsonResponse(500, { message: 'unexpected', code: 'internal-error' }));
    renderDialog('signup');
    fillSignUp('chai-time-43');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorOf('Confirm Password')).toBe("Passwords don't match"));
    expect(fetchSpy).not.toHaveBeenCalled();
    type('Confirm Password', 'chai-time-42');
    await waitFor(() => expect(errorOf('Confirm Password')).toBeUndefined());
  });

  it("says \"Passwords don't match\" beside other mistakes, and follows a changed password", async () => {
    const fetchSpy = stubFetch(() => jsonResponse(500, { message: 'unexpected', code: 'internal-error' }));
    renderDialog('signup');
    type('Password', 'chai-time-42');
    type('Confirm Password', 'chai-time-43');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorOf('Confirm Password')).toBe("Passwords don't match"));
    expect(errorOf('Full Name')).toBe('Full name must be at least 2 characters');
    type('Password', 'chai-time-43');
    await waitFor(() => expect(errorOf('Confirm Password')).toBeUndefined());
    type('Password', 'chai-time-44');
    await waitFor(() => expect(errorOf('Confirm Password')).toBe("Passwords don't match"));
    type('Full Name', 'Priya Sharma');
    await waitFor(() => expect(errorOf('Full Name')).toBeUndefined());
    expect(errorOf('Confirm Password')).toBe("Passwords don't match");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the login rules word for word on the Log In tab', async () => {
    renderDialog('signup');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Log In' }));
    expect(getAuthDialogState()).toBe('login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(errorOf('Username or Email')).toBe('Username or email is required'));
    expect(errorOf('Password')).toBe('Password is required');
  });

  it('sends the registration without confirmPassword and puts server field errors on their field', async () => {
    const taken = 'That username is already taken. Please choose another.';
    const fetchSpy = stubFetch(() => jsonResponse(409, { message: taken, code: 'username-taken', fields: { username: taken } }));
    renderDialog('signup');
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorOf('Username')).toBe(taken));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/register');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: 'Priya Sharma',
      username: 'priya.sharma',
      email: 'priya@example.in',
      password: 'chai-time-42',
    });
    expect(getAuthDialogState()).toBe('signup');
  });

  it('disables the submit button and says "Signing In..." while pending, then closes signed in', async () => {
    const user = makeUser();
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderDialog('login');
    type('Username or Email', 'priya@example.in');
    type('Password', 'chai-time-42');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    answer(jsonResponse(200, user));
    await waitFor(() => expect(getAuthDialogState()).toBe('closed'));
    expect((await readSession())?.user).toEqual(user);
  });
});
