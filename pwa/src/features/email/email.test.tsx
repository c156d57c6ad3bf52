/**
 * Confirmed emails in the app, against a stand-in server: the page an emailed link opens, the
 * profile's confirmation status with its "send again", and Change email with its refusals.
 */
import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailConfirmationMessages } from '@shared/messages/email-confirmation.ts';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import { authMessages } from '@shared/messages/auth.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText, fieldErrorText } from '@pwa/lib/error-text.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { readSession, saveSession } from '../auth/session-store.ts';
import { ChangeEmailSection } from './change-email-section.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { EmailStatus } from './email-status.tsx';

const t = emailConfirmationMessages;
const TOKEN = 'A'.repeat(43);
const user = makeUser({ emailConfirmed: false });

/** The calls made to one path, with their bodies and keys. */
const callsTo = (spy: ReturnType<typeof stubFetch>, path: string) =>
  spy.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => ({ body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined, key: new Headers(init?.headers).get('Idempotency-Key') }));

describe('the page an emailed link opens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('confirms once, however often it renders, and says which email', async () => {
    const spy = stubFetch((url) => (url === '/api/email/confirm' ? jsonResponse(200, { email: 'priya@example.in' }) : jsonResponse(401, { code: 'not-signed-in', message: '' })));
    await renderWithRouter(
      <StrictMode>
        <ConfirmEmailPage token={`${TOKEN.slice(1)}B`} />
      </StrictMode>,
      ['/profile/edit'],
    );
    expect(await screen.findByRole('heading', { name: t.page.doneTitle })).toBeTruthy();
    expect(screen.getByText(t.page.done('priya@example.in'))).toBeTruthy();
    expect(callsTo(spy, '/api/email/confirm')).toEqual([{ body: { token: `${TOKEN.slice(1)}B` }, key: null }]);
  });

  it('says a used or expired link is no good, and points to the profile for a new one', async () => {
    stubFetch(() => jsonResponse(400, { code: 'invalid-confirmation-link', message: 'This link has expired or was already used.', fields: { token: 'x' } }));
    await renderWithRouter(<ConfirmEmailPage token={`${TOKEN.slice(2)}CC`} />, ['/profile/edit']);
    expect(await screen.findByText(t.page.invalidLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.page.toProfile }).getAttribute('href')).toBe('/profile/edit');
  });

  it('needs the link’s token', async () => {
    const spy = stubFetch(() => jsonResponse(200, {}));
    await renderWithRouter(<ConfirmEmailPage token={undefined} />, ['/profile/edit']);
    expect(await screen.findByText(t.page.noToken)).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it('offers to try again when the connection failed, and then confirms', async () => {
    let online = false;
    stubFetch(() => (online ? jsonResponse(200, { email: 'priya@example.in' }) : Promise.reject(new TypeError('Failed to fetch'))));
    await renderWithRouter(<ConfirmEmailPage token={`${TOKEN.slice(3)}DDD`} />, ['/profile/edit']);
    expect(await screen.findByText(t.page.failed)).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: t.page.retry }));
    expect(await screen.findByRole('heading', { name: t.page.doneTitle })).toBeTruthy();
  });
});

describe('the profile’s email status', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  it('says an unconfirmed email is waiting, and sends the link again with a key', async () => {
    const spy = stubFetch(() => jsonResponse(202, {}));
    render(
      <>
        <EmailStatus user={user} />
        <ToasterHost theme="light" />
      </>,
    );
    expect(screen.getByText(t.profile.notConfirmed)).toBeTruthy();
    expect(screen.getByText(t.profile.notConfirmedText(user.email))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.profile.resend }));
    await expectToast(t.profile.resent(user.email));
    const [call] = callsTo(spy, '/api/email/resend');
    expect(call?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says when the link could not be sent, in the page’s language', async () => {
    const refusal = { code: 'throttled', message: 'Too many emails asked for. Please wait 60 minutes and try again.', details: { retryAfterSeconds: 3600 } };
    stubFetch(() => jsonResponse(429, refusal));
    render(
      <>
        <EmailStatus user={user} />
        <ToasterHost theme="light" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: t.profile.resend }));
    await expectToast(t.profile.resendFailed, errorText(refusal));
  });

  it('marks a confirmed email, and names a new one waiting for its link', () => {
    render(<EmailStatus user={makeUser({ emailConfirmed: true, pendingEmail: 'priya.new@example.in' })} />);
    expect(screen.getByText(t.profile.confirmed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.profile.resend })).toBeNull();
    expect(screen.getByText(t.profile.pending('priya.new@example.in'))).toBeTruthy();
  });
});

describe('Change email', () => {
  beforeEach(async () => {
    await db.session.clear();
    await saveSession(user);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  const open = () =>
    render(
      <>
        <ChangeEmailSection />
        <ToasterHost theme="light" />
      </>,
    );
  const fill = (email: string, password: string) => {
    fireEvent.change(screen.getByLabelText(t.profile.newEmailLabel), { target: { value: email } });
    fireEvent.change(screen.getByLabelText(t.profile.passwordLabel), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: t.profile.submit }));
  };

  it('checks the email on the device before asking the server', async () => {
    const spy = stubFetch(() => jsonResponse(200, user));
    open();
    fill('priya at example', 'chai-and-rain-42');
    expect(await screen.findByText(authMessages.validation.emailInvalid)).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows a wrong password under its field, focused, and keeps what was typed', async () => {
    const message = passwordResetMessages.errors.wrongPassword;
    stubFetch(() => jsonResponse(400, { code: 'wrong-password', message, fields: { password: message }, fieldCodes: { password: 'wrong-password' } }));
    open();
    fill('priya.new@example.in', 'not-my-password');
    expect(await screen.findByText(fieldErrorText(message, 'wrong-password'))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(t.profile.passwordLabel)));
    expect((screen.getByLabelText(t.profile.newEmailLabel) as HTMLInputElement).value).toBe('priya.new@example.in');
  });

  it('sends the link, empties the form and keeps the account with its email waiting', async () => {
    const spy = stubFetch(() => jsonResponse(200, { ...user, pendingEmail: 'priya.new@example.in' }));
    open();
    fill('Priya.New@example.in', 'chai-and-rain-42');
    await expectToast(t.profile.sent('priya.new@example.in'));
    expect(callsTo(spy, '/api/email/change')).toEqual([{ body: { email: 'priya.new@example.in', password: 'chai-and-rain-42' }, key: null }]);
    expect((screen.getByLabelText(t.profile.newEmailLabel) as HTMLInputElement).value).toBe('');
    expect((await readSession())?.user?.pendingEmail).toBe('priya.new@example.in');
  });
});
