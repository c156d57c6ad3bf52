/**
 * The profile's "Delete my account" against a stand-in server: the question takes the password (a wrong
 * one is refused under it), a deletion lets go of the account on this device and goes home; an account
 * without a password is offered to sign in again when its sign-in is not recent.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@shared/messages/account.ts';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import { db } from '@pwa/db/app-db.ts';
import { fieldErrorText } from '@pwa/lib/error-text.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { readSession, saveSession } from '../auth/session-store.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';

const t = accountMessages;

async function open(user = makeUser()) {
  const rendered = await renderWithRouter(
    <>
      <DeleteAccountSection user={user} />
      <ToasterHost theme="light" />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: t.open }));
  await screen.findByRole('alertdialog', { name: t.dialogTitle });
  return rendered;
}

describe('DeleteAccountSection', () => {
  beforeEach(async () => {
    await db.session.clear();
    await saveSession(makeUser(), Date.now() - 1000);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  it('refuses a wrong password under its field, and deletes with the right one: signed out here, told, home', async () => {
    const message = passwordResetMessages.errors.wrongPassword;
    let calls = 0;
    const spy = stubFetch(() =>
      ++calls === 1 ? jsonResponse(400, { code: 'wrong-password', message, fields: { password: message }, fieldCodes: { password: 'wrong-password' } }) : new Response(null, { status: 204 }),
    );
    const { router } = await open();
    fireEvent.change(screen.getByLabelText(t.passwordLabel), { target: { value: 'not-my-password' } });
    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(fieldErrorText(message, 'wrong-password'))).toBeTruthy();
    expect((await readSession())?.user).not.toBeNull();

    fireEvent.change(screen.getByLabelText(t.passwordLabel), { target: { value: 'chai-and-rain-42' } });
    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    await expectToast(t.deletedTitle, t.deletedText);
    await waitFor(async () => expect((await readSession())?.user).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    const [url, init] = spy.mock.calls[1] ?? [];
    expect([String(url), init?.method, JSON.parse(String(init?.body))]).toEqual(['/api/account', 'DELETE', { password: 'chai-and-rain-42' }]);
  });

  it('asks an account without a password to sign in again when its sign-in is not recent', async () => {
    stubFetch(() => jsonResponse(403, { code: 'recent-sign-in-required', message: 'For your safety, sign in again, then delete your account within 10 minutes.' }));
    await open(makeUser({ hasPassword: false }));
    expect(screen.queryByLabelText(t.passwordLabel)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    const again = await screen.findByRole('link', { name: t.signInAgain });
    expect(again.getAttribute('href')).toMatch(/^\/api\/login\?returnTo=/);
    expect((await readSession())?.user).not.toBeNull();
  });

  it('keeps the account when the question is answered "Keep my account"', async () => {
    const spy = stubFetch(() => new Response(null, { status: 204 }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(spy).not.toHaveBeenCalled();
  });
});
