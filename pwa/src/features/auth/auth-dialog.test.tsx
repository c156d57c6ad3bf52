import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { fieldErrorText } from '@pwa/lib/error-text.ts';
import { AuthDialog } from './auth-dialog.tsx';
import { closeAuthDialog, getAuthDialogState, openAuthDialog, type AuthTab } from './auth-dialog-store.ts';
import { readSession } from './session-store.ts';
import { authMessages } from '@shared/messages/auth.ts';

const t = authMessages.dialog;
const v = authMessages.validation;

/** In a router, as in the app: Log In links to the page that mails a reset link. */
async function renderDialog(tab: AuthTab) {
  act(() => openAuthDialog(tab));
  return renderWithRouter(<AuthDialog />, ['/forgot-password']);
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

function fillSignUp(confirmPassword = 'chai-time-42') {
  type(t.fullName, 'Priya Sharma');
  type(t.username, 'priya.sharma');
  type(t.email, 'priya@example.in');
  type(t.password, 'chai-time-42');
  type(t.confirmPassword, confirmPassword);
}

describe('AuthDialog', () => {
  beforeEach(async () => {
    await db.session.clear();
  });
  afterEach(() => {
    act(() => closeAuthDialog());
    vi.restoreAllMocks();
  });

  it('has its title, subtitle and tabs, Sign Up first', async () => {
    await renderDialog('signup');
    expect(screen.getByRole('dialog', { name: t.title })).toBeTruthy();
    expect(screen.getByText(t.subtitle)).toBeTruthy();
    expect(screen.getByRole('tab', { name: t.signUpTab }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: t.logInTab }).getAttribute('aria-selected')).toBe('false');
  });

  it('shows every sign-up rule word for word after an empty submit, and not before', async () => {
    await renderDialog('signup');
    type(t.username, 'x');
    expect(errorOf(t.username)).toBeUndefined();
    type(t.username, '');
    fireEvent.click(screen.getByRole('button', { name: t.createAccount }));
    await waitFor(() => expect(errorOf(t.fullName)).toBe(v.fullNameMin));
    expect(errorOf(t.username)).toBe(v.usernameMin);
    expect(errorOf(t.email)).toBe(v.emailInvalid);
    expect(errorOf(t.password)).toBe(v.passwordMin);
    expect(errorOf(t.confirmPassword)).toBe(v.confirmRequired);
    expect(field(t.email).getAttribute('aria-invalid')).toBe('true');
  });

  it("says \"Passwords don't match\" on Confirm Password, and re-validates as the user types", async () => {
    const fetchSpy = stubFetch(() => jsonResponse(500, { message: 'unexpected', code: 'internal-error' }));
    await renderDialog('signup');
    fillSignUp('chai-time-43');
    fireEvent.click(screen.getByRole('button', { name: t.createAccount }));
    await waitFor(() => expect(errorOf(t.confirmPassword)).toBe(v.passwordsMismatch));
    expect(fetchSpy).not.toHaveBeenCalled();
    type(t.confirmPassword, 'chai-time-42');
    await waitFor(() => expect(errorOf(t.confirmPassword)).toBeUndefined());
  });

  it("says \"Passwords don't match\" beside other mistakes, and follows a changed password", async () => {
    const fetchSpy = stubFetch(() => jsonResponse(500, { message: 'unexpected', code: 'internal-error' }));
    await renderDialog('signup');
    type(t.password, 'chai-time-42');
    type(t.confirmPassword, 'chai-time-43');
    fireEvent.click(screen.getByRole('button', { name: t.createAccount }));
    await waitFor(() => expect(errorOf(t.confirmPassword)).toBe(v.passwordsMismatch));
    expect(errorOf(t.fullName)).toBe(v.fullNameMin);
    type(t.password, 'chai-time-43');
    await waitFor(() => expect(errorOf(t.confirmPassword)).toBeUndefined());
    type(t.password, 'chai-time-44');
    await waitFor(() => expect(errorOf(t.confirmPassword)).toBe(v.passwordsMismatch));
    type(t.fullName, 'Priya Sharma');
    await waitFor(() => expect(errorOf(t.fullName)).toBeUndefined());
    expect(errorOf(t.confirmPassword)).toBe(v.passwordsMismatch);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the login rules word for word on the Log In tab', async () => {
    await renderDialog('signup');
    fireEvent.mouseDown(screen.getByRole('tab', { name: t.logInTab }));
    expect(getAuthDialogState()).toBe('login');
    fireEvent.click(await screen.findByRole('button', { name: t.signIn }));
    await waitFor(() => expect(errorOf(t.usernameOrEmail)).toBe(v.usernameRequired));
    expect(errorOf(t.password)).toBe(v.passwordRequired);
  });

  it('sends the registration without confirmPassword and puts server field errors on their field', async () => {
    const taken = 'That username is already taken. Please choose another.';
    const fetchSpy = stubFetch(() => jsonResponse(409, { message: taken, code: 'username-taken', fields: { username: taken } }));
    await renderDialog('signup');
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: t.createAccount }));
    // In Hindi too the field says the username is taken (its code's words), not just "check this field".
    await waitFor(() => expect(errorOf(t.username)).toBe(fieldErrorText(taken, 'username-taken')));
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
    await renderDialog('login');
    type(t.usernameOrEmail, 'priya@example.in');
    type(t.password, 'chai-time-42');
    fireEvent.click(screen.getByRole('button', { name: t.signIn }));
    const pending = await screen.findByRole('button', { name: t.signingIn });
    expect(pending.hasAttribute('disabled')).toBe(true);
    answer(jsonResponse(200, user));
    await waitFor(() => expect(getAuthDialogState()).toBe('closed'));
    expect((await readSession())?.user).toEqual(user);
  });

  it('links Log In to the page that mails a reset link, closing the dialog on the way', async () => {
    const { router } = await renderDialog('login');
    fireEvent.click(screen.getByRole('link', { name: t.forgotPassword }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(getAuthDialogState()).toBe('closed');
  });
});
