import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type SupportRequest, type User } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { messages } from '@shared/messages.ts';
import { supportMessages } from '@shared/messages/support.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { SupportPage } from './support-page.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const t = supportMessages;
const user = makeUser();

const request = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  id: '0193d000-0000-7000-8000-00000000a001',
  message: 'My photos do not upload.',
  status: 'open',
  answer: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  answeredAt: null,
  ...overrides,
});

interface Posted {
  body: unknown;
  key: string | null;
}

/** The support calls as the contract describes them; `post` answers each POST /api/support. */
function serve(
  held: SupportRequest[],
  post: (body: { message: string }) => Response = (body) => jsonResponse(201, request({ id: '0193d000-0000-7000-8000-00000000a0ff', message: body.message })),
  signedIn: User | null = user,
) {
  const posted: Posted[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://kiraya.test').pathname;
    if (path === '/api/auth/user') return signedIn ? jsonResponse(200, signedIn) : jsonResponse(401, { message: 'Please log in.', code: 'not-signed-in' });
    if (path === apiPaths.support && (init.method ?? 'GET') === 'GET') return jsonResponse(200, held);
    if (path === apiPaths.support && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { message: string };
      posted.push({ body, key: new Headers(init.headers).get('Idempotency-Key') });
      return post(body);
    }
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
  return posted;
}

async function signIn(signedIn: User | null) {
  await db.session.put({ key: SESSION_KEY, user: signedIn, fetchedAt: Date.now() });
}

async function openSupport() {
  const rendered = await renderWithRouter(<SupportPage />, ['/support']);
  await act(() => rendered.router.navigate({ to: '/support' }));
  return rendered;
}

/** The page with its form, once the user's requests are read. */
async function openForm() {
  await openSupport();
  await screen.findByLabelText(t.form.label);
  await waitFor(() => expect(screen.queryByText(t.mine.loading)).toBeNull());
}

const field = () => screen.getByLabelText(t.form.label) as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: t.form.submit }));
const fieldError = () => document.getElementById((field().getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')?.textContent;

describe('the Contact support page', () => {
  beforeEach(() => signIn(user));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showToast).mockClear();
  });

  it('refuses an empty or too short message beside the field, sending nothing', async () => {
    const posted = serve([]);
    await openForm();
    send();
    await waitFor(() => expect(fieldError()).toBe(t.validation.messageRequired));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    type('Help me');
    expect(fieldError()).toBe(t.validation.messageTooShort);
    send();
    expect(posted).toEqual([]);
    expect(field().maxLength).toBe(limits.supportMessageMax);
  });

  it('sends the trimmed message with an Idempotency-Key, thanks the user and lists the request as open', async () => {
    const posted = serve([]);
    await openForm();
    expect(screen.getByText(t.mine.empty)).toBeTruthy();
    type('  My listing photos do not upload on my phone.  ');
    send();
    expect(await screen.findByText(t.form.thanksTitle)).toBeTruthy();
    expect(posted).toEqual([{ body: { message: 'My listing photos do not upload on my phone.' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    const list = screen.getByRole('region', { name: t.mine.heading });
    expect(within(list).getByText('My listing photos do not upload on my phone.')).toBeTruthy();
    expect(within(list).getByText(t.mine.open)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.form.another }));
    expect(field().value).toBe('');
  });

  it('keeps the words and the same key after a refusal, and says why in the page’s language', async () => {
    const refusal = { message: 'You have sent many support messages. Please wait 60 seconds before sending another.', code: 'throttled', details: { retryAfterSeconds: 60 } };
    let answers = 0;
    const posted = serve([], (body) => (++answers === 1 ? jsonResponse(429, refusal) : jsonResponse(201, request({ message: body.message }))));
    await openForm();
    type('Where can I see my receipts?');
    send();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', t.form.failed, errorText(refusal)));
    expect(field().value).toBe('Where can I see my receipts?');
    send();
    expect(await screen.findByText(t.form.thanksTitle)).toBeTruthy();
    expect(posted).toHaveLength(2);
    expect(posted[1]?.key).toBe(posted[0]?.key);
  });

  it('shows an answered request with the administrator’s words', async () => {
    serve([request({ status: 'answered', answer: 'Please try again on Wi-Fi.', answeredAt: '2026-11-25T10:00:00.000Z' })]);
    await openForm();
    const list = screen.getByRole('region', { name: t.mine.heading });
    expect(within(list).getByText(t.mine.answered)).toBeTruthy();
    expect(within(list).getByText('Please try again on Wi-Fi.')).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    await signIn(null);
    serve([], undefined, null);
    await openSupport();
    expect(await screen.findByText(messages.guard.required)).toBeTruthy();
  });
});
