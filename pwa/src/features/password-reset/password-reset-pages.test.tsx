/**
 * Password recovery's two pages against a stand-in server: asking for a link (checked on the device,
 * the same "check your email" answer, a refusal said in a toast) and setting the new password through
 * it (typed twice, a used link sent back to ask again, this device signed in).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@shared/messages/auth.ts';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { readSession } from '../auth/session-store.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const t = passwordResetMessages;
const TOKEN = 'T'.repeat(43);

afterEach(async () => {
  vi.restoreAllMocks();
  await dismissToasts();
});

describe('Forgot password', () => {
  const open = () =>
    renderWithRouter(
      <>
        <ForgotPasswordPage />
        <ToasterHost theme="light" />
      </>,
    );
  const ask = (email: string) => {
    fireEvent.change(screen.getByLabelText(t.request.emailLabel), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: t.request.submit }));
  };

  it('checks the email on the device, then says a link is on its way', async () => {
    const spy = stubFetch(() => jsonResponse(202, {}));
    await open();
    ask('meera at example');
    expect(await screen.findByText(authMessages.validation.emailInvalid)).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    ask('meera@example.in');
    expect(await screen.findByRole('heading', { name: t.request.sentTitle })).toBeTruthy();
    expect(screen.getByText(t.request.sent('meera@example.in'))).toBeTruthy();
  });

  it('says the link was not sent when too many were asked for', async () => {
    const refusal = { code: 'throttled', message: 'Too many reset requests. Please wait 60 minutes and try again.', details: { retryAfterSeconds: 3600 } };
    stubFetch(() => jsonResponse(429, refusal));
    await open();
    ask('meera@example.in');
    await expectToast(t.request.notSent, errorText(refusal));
    expect(screen.queryByRole('heading', { name: t.request.sentTitle })).toBeNull();
  });
});

describe('Choose a new password', () => {
  beforeEach(() => db.session.clear());

  const open = (token: string | undefined) =>
    renderWithRouter(
      <>
        <ResetPasswordPage token={token} />
        <ToasterHost theme="light" />
      </>,
      ['/forgot-password'],
    );
  const choose = (password: string, again = password) => {
    fireEvent.change(screen.getByLabelText(t.confirm.passwordLabel), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(t.confirm.confirmLabel), { target: { value: again } });
    fireEvent.click(screen.getByRole('button', { name: t.confirm.submit }));
  };

  it('needs the same password twice, then signs this device in', async () => {
    const user = makeUser();
    const spy = stubFetch(() => jsonResponse(200, user));
    await open(TOKEN);
    choose('monsoon-chai-2026', 'monsoon-chai-2027');
    expect(await screen.findByText(authMessages.validation.passwordsMismatch)).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    choose('monsoon-chai-2026');
    await expectToast(t.confirm.done);
    expect(JSON.parse(String(spy.mock.calls[0]?.[1]?.body))).toEqual({ token: TOKEN, password: 'monsoon-chai-2026' });
    await waitFor(async () => expect((await readSession())?.user?.id).toBe(user.id));
  });

  it('sends a used or expired link back to ask for a new one', async () => {
    stubFetch(() => jsonResponse(400, { code: 'invalid-reset-link', message: t.errors.invalidLink, fields: { token: t.errors.invalidLink } }));
    await open(TOKEN);
    choose('monsoon-chai-2026');
    expect(await screen.findByText(t.confirm.invalidLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.confirm.askAgain }).getAttribute('href')).toBe('/forgot-password');
  });

  it('needs the link’s token', async () => {
    await open(undefined);
    expect(screen.getByText(t.confirm.noToken)).toBeTruthy();
  });
});
