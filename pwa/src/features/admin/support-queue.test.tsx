import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type AdminSupportRequest } from '@shared/api.ts';
import { supportMessages } from '@shared/messages/support.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { AdminPage } from './admin-page.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const t = supportMessages.admin;
const admin = makeUser({ id: '0193c000-0000-7000-8000-00000000ad01', username: 'meera.admin', fullName: 'Meera Iyer', role: 'admin' });

const queued = (overrides: Partial<AdminSupportRequest> = {}): AdminSupportRequest => ({
  id: '0193d000-0000-7000-8000-00000000b001',
  message: 'My photos do not upload.',
  status: 'open',
  answer: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  answeredAt: null,
  answeredBy: null,
  user: { id: '0193d000-0000-7000-8000-00000000c001', username: 'ravi.k', fullName: 'Ravi Kumar', email: 'ravi@example.in', isPremium: true },
  ...overrides,
});

function serve(queue: AdminSupportRequest[], answer: (id: string, body: { answer: string }) => Response) {
  const answers: Array<{ id: string; body: unknown; key: string | null }> = [];
  let queueReads = 0;
  stubFetch((url, init) => {
    const path = new URL(url, 'http://kiraya.test').pathname;
    if (path === apiPaths.adminSupport) queueReads += 1;
    if (path === '/api/auth/user') return jsonResponse(200, admin);
    if (path === apiPaths.adminVerificationDocumentCounts) return jsonResponse(200, { all: 0, pending: 0, verified: 0, rejected: 0 });
    if (path === apiPaths.adminVerificationDocuments) return jsonResponse(200, []);
    if (path === apiPaths.adminSupport) return jsonResponse(200, queue);
    const answered = /^\/api\/admin\/support\/([^/]+)\/answer$/.exec(path);
    if (answered?.[1] && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { answer: string };
      answers.push({ id: answered[1], body, key: new Headers(init.headers).get('Idempotency-Key') });
      return answer(answered[1], body);
    }
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
  return { answers, queueReads: () => queueReads };
}

async function openSupportTab() {
  await db.session.put({ key: SESSION_KEY, user: admin, fetchedAt: Date.now() });
  const rendered = await renderWithRouter(<AdminPage />, ['/admin']);
  await act(() => rendered.router.navigate({ to: '/admin' }));
  const tab = await screen.findByRole('tab', { name: t.tab });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
  return screen.findByRole('region', { name: t.heading });
}

describe('the Support tab of /admin', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showToast).mockClear();
  });

  it('lists a request with who sent it and Premium, refuses an empty answer, and shows the answer once sent', async () => {
    const { answers } = serve([queued()], (id, body) =>
      jsonResponse(200, queued({ id, status: 'answered', answer: body.answer, answeredAt: '2026-11-25T10:00:00.000Z', answeredBy: admin.username })),
    );
    const queue = await openSupportTab();
    const card = await within(queue).findByRole('listitem', { name: t.from('Ravi Kumar', 'ravi.k') });
    expect(within(card).getByText(t.premium)).toBeTruthy();
    expect(within(card).getByText('ravi@example.in')).toBeTruthy();
    expect(within(card).getByText(t.open)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: t.send }));
    expect(await within(card).findByText(supportMessages.validation.answerRequired)).toBeTruthy();
    expect(answers).toEqual([]);

    fireEvent.change(within(card).getByLabelText(t.answerLabel), { target: { value: 'Please try again on Wi-Fi.' } });
    fireEvent.click(within(card).getByRole('button', { name: t.send }));
    await waitFor(() => expect(within(card).getByText(t.answered)).toBeTruthy());
    expect(within(card).getByText('Please try again on Wi-Fi.')).toBeTruthy();
    expect(within(card).queryByLabelText(t.answerLabel)).toBeNull();
    expect(answers).toEqual([{ id: queued().id, body: { answer: 'Please try again on Wi-Fi.' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(showToast).toHaveBeenCalledWith('success', t.sent);
  });

  it('says another administrator answered first on a 409, and reads the queue again', async () => {
    const served = serve([queued()], () => jsonResponse(409, { message: 'This support request has already been answered.', code: 'support-request-answered' }));
    const queue = await openSupportTab();
    const card = await within(queue).findByRole('listitem', { name: t.from('Ravi Kumar', 'ravi.k') });
    fireEvent.change(within(card).getByLabelText(t.answerLabel), { target: { value: 'Hello.' } });
    fireEvent.click(within(card).getByRole('button', { name: t.send }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', t.alreadyAnswered));
    await waitFor(() => expect(served.queueReads()).toBe(2));
  });
});
