/**
 * Email alerts in the app, against a stand-in server: the profile's choices (each saved as it is
 * changed, going back when the server does not take it) and the page an unsubscribe link opens, which
 * asks before it turns anything off.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailAlertChoices } from '@shared/api.ts';
import { emailAlertMessages } from '@shared/messages/email-alerts.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { EmailAlertsSection } from './email-alerts-section.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const t = emailAlertMessages;
const ALL_ON: EmailAlertChoices = { messages: true, bookingRequests: true, bookingDecisions: true };
const TOKEN = '0193c000-0000-7000-8000-00000000c0e2.messages.c2lnbmF0dXJl';

const putsOf = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.filter(([url, init]) => String(url) === '/api/email/alerts' && init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the profile’s email alerts', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  const open = (confirmed = true) =>
    render(
      <>
        <EmailAlertsSection user={makeUser({ emailConfirmed: confirmed })} />
        <ToasterHost theme="light" />
      </>,
    );
  const box = (kind: keyof EmailAlertChoices) => screen.findByRole<HTMLInputElement>('checkbox', { name: t.profile.labels[kind] });

  it('shows each kind as the server holds it, and saves a change as soon as it is made', async () => {
    let held = { ...ALL_ON, bookingDecisions: false };
    const spy = stubFetch((_url, init) => {
      if (init?.method === 'PUT') held = { ...held, ...(JSON.parse(String(init.body)) as Partial<EmailAlertChoices>) };
      return jsonResponse(200, held);
    });
    open();
    expect((await box('messages')).checked).toBe(true);
    expect((await box('bookingDecisions')).checked).toBe(false);
    expect(screen.queryByText(t.profile.notConfirmed)).toBeNull();

    fireEvent.click(await box('messages'));
    await expectToast(t.profile.saved);
    expect(putsOf(spy)).toEqual([{ messages: false }]);
    expect((await box('messages')).checked).toBe(false);
  });

  it('puts a choice the server did not take back as it was, and says why', async () => {
    const refusal = { code: 'invalid-input', message: 'Each email choice must be true or false' };
    let answer: (response: Response) => void = () => {};
    stubFetch((_url, init) => (init?.method === 'PUT' ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse(200, ALL_ON)));
    open();
    fireEvent.click(await box('bookingRequests'));
    // It follows the finger while the server is asked…
    expect((await box('bookingRequests')).checked).toBe(false);
    answer(jsonResponse(400, refusal));
    await expectToast(t.profile.failed, errorText(refusal));
    // …and goes back when the server refuses.
    expect((await box('bookingRequests')).checked).toBe(true);
  });

  it('offers to load again when the choices could not be read, and says emails need a confirmed email', async () => {
    let online = false;
    stubFetch(() => (online ? jsonResponse(200, ALL_ON) : Promise.reject(new TypeError('Failed to fetch'))));
    open(false);
    expect(screen.getByText(t.profile.notConfirmed)).toBeTruthy();
    expect(await screen.findByText(t.profile.loadFailed)).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: t.profile.retry }));
    expect((await box('messages')).checked).toBe(true);
  });
});

describe('the page an unsubscribe link opens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks first, then turns that kind off and says which', async () => {
    const spy = stubFetch(() => jsonResponse(200, { kind: 'messages' }));
    await renderWithRouter(<UnsubscribePage token={TOKEN} />, ['/unsubscribe']);
    expect(await screen.findByRole('heading', { name: t.page.title })).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t.page.confirm }));
    expect(await screen.findByRole('heading', { name: t.page.doneTitle })).toBeTruthy();
    expect(screen.getByText(t.page.done(t.about.messages))).toBeTruthy();
    expect(spy.mock.calls.map(([url, init]) => [String(url), init?.method])).toEqual([[`/api/email/unsubscribe?token=${encodeURIComponent(TOKEN)}`, 'POST']]);
    expect(screen.getByRole('link', { name: t.page.toProfile }).getAttribute('href')).toBe('/profile/edit');
  });

  it('says a link that is not ours is no good, and points to the profile', async () => {
    stubFetch(() => jsonResponse(400, { code: 'invalid-unsubscribe-link', message: 'This unsubscribe link is not valid.' }));
    await renderWithRouter(<UnsubscribePage token="forged.messages.x" />, ['/unsubscribe']);
    fireEvent.click(await screen.findByRole('button', { name: t.page.confirm }));
    expect(await screen.findByText(t.page.invalidLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.page.toProfile })).toBeTruthy();
  });

  it('says when the connection failed, and lets the person try again', async () => {
    let online = false;
    stubFetch(() => (online ? jsonResponse(200, { kind: 'bookingRequests' }) : Promise.reject(new TypeError('Failed to fetch'))));
    await renderWithRouter(<UnsubscribePage token={TOKEN} />, ['/unsubscribe']);
    fireEvent.click(await screen.findByRole('button', { name: t.page.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.page.failed);
    online = true;
    fireEvent.click(screen.getByRole('button', { name: t.page.confirm }));
    await waitFor(() => expect(screen.getByText(t.page.done(t.about.bookingRequests))).toBeTruthy());
  });

  it('needs the link’s token', async () => {
    const spy = stubFetch(() => jsonResponse(200, {}));
    await renderWithRouter(<UnsubscribePage token={undefined} />, ['/unsubscribe']);
    expect(await screen.findByText(t.page.noToken)).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });
});
