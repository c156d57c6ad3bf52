import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, NEXT_CURSOR_HEADER, type AdminVerificationDocument, type DocumentCounts, type User } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { supportMessages } from '@shared/messages/support.ts';
import { userAdminMessages } from '@shared/messages/user-admin.ts';
import { errorMessages } from '@shared/messages/errors.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { AADHAAR_NUMBER, decided, makeAdminDocument, makeCounts } from '@pwa/test/admin-documents.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { AdminPage } from './admin-page.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const t = documentMessages.admin;
const types = documentMessages.typeLabels;
const statuses = documentMessages.statusLabels;
const filterButton = (filter: keyof typeof t.filters, count: number) => ({ name: t.filterWithCount(t.filters[filter], count) });
/** When the test documents were decided (test/admin-documents.ts). */
const DECIDED_ON = formatIndiaDate('2026-11-24T10:00:00.000Z');

const admin = makeUser({ id: '0193c000-0000-7000-8000-00000000ad01', username: 'meera.admin', fullName: 'Meera Iyer', role: 'admin' });
const pending = makeAdminDocument();
const pan = makeAdminDocument({
  id: '0193c000-0000-7000-8000-00000000d002',
  documentType: 'pan',
  documentNumber: '•••• 234F',
  numberLast4: '234F',
  fullDocumentNumber: 'ABCDE1234F',
  documentImageUrls: [],
});
const verifiedLater = decided(makeAdminDocument({ id: '0193c000-0000-7000-8000-00000000d003', documentImageUrls: [] }), 'verified');

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface ServeOptions {
  user?: User | null;
  pages?: (query: URLSearchParams) => { documents: AdminVerificationDocument[]; next?: string };
  counts?: () => DocumentCounts;
  decide?: (id: string, body: { status: string; rejectionReason?: string }) => Response | Promise<Response>;
  listStatus?: number;
}

/** The server's admin calls as the contract describes them (shared/src/api.ts); every call is recorded. */
function serve(options: ServeOptions = {}) {
  const sent: Sent[] = [];
  const spy = stubFetch((url, init) => {
    const parsed = new URL(url, 'http://kiraya.test');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: parsed.pathname, query: parsed.searchParams, body });
    if (parsed.pathname === '/api/auth/user') return jsonResponse(200, options.user === undefined ? admin : options.user);
    if (parsed.pathname === apiPaths.adminVerificationDocumentCounts) return jsonResponse(200, options.counts?.() ?? makeCounts());
    if (parsed.pathname === apiPaths.adminVerificationDocuments) {
      if (options.listStatus) return jsonResponse(options.listStatus, { message: 'You need administrator privileges to do this.', code: 'forbidden' });
      const page = options.pages?.(parsed.searchParams) ?? { documents: [pending] };
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (page.next) headers[NEXT_CURSOR_HEADER] = page.next;
      return new Response(JSON.stringify(page.documents), { status: 200, headers });
    }
    const decision = /^\/api\/admin\/verification-documents\/([^/]+)\/verify$/.exec(parsed.pathname);
    if (decision?.[1] && method === 'PUT') return options.decide?.(decision[1], body as { status: string }) ?? jsonResponse(500, { message: 'unexpected', code: 'internal' });
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
  return { sent, spy, listQueries: () => sent.filter((call) => call.path === apiPaths.adminVerificationDocuments).map((call) => call.query.toString()) };
}

async function signIn(user: User | null) {
  await db.session.put({ key: SESSION_KEY, user, fetchedAt: Date.now() });
}

async function openAdmin() {
  const rendered = await renderWithRouter(<AdminPage />, ['/admin']);
  await act(() => rendered.router.navigate({ to: '/admin' }));
  return rendered;
}

const card = (typeLabel: string) => screen.getByRole('article', { name: typeLabel });
const toasts = () => vi.mocked(showToast).mock.calls;

describe('/admin for someone who is not an administrator', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showToast).mockClear();
  });

  it.each([
    ['a signed-in user', makeUser()],
    ['a visitor', null],
  ])('shows %s "Access Denied", asks nothing of the admin calls, and goes home in place of /admin', async (_who, user) => {
    await signIn(user);
    const { sent } = serve({ user });
    const { router } = await openAdmin();
    expect(await screen.findByRole('heading', { name: t.accessDeniedTitle })).toBeTruthy();
    expect(screen.getByText(t.accessDeniedText)).toBeTruthy();
    expect(screen.getByText(t.redirecting)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    const entries = router.history.length;
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    // Replaced, not pushed: Back does not return to /admin.
    expect(router.history.length).toBe(entries);
    expect(sent.some((call) => call.path.startsWith('/api/admin'))).toBe(false);
  });

  it('shows Access Denied when the server refuses the calls (403), whatever the device thought the role was', async () => {
    await signIn(admin);
    serve({ listStatus: 403 });
    await openAdmin();
    expect(await screen.findByRole('heading', { name: t.accessDeniedTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.title })).toBeNull();
  });
});

describe('/admin for an administrator', () => {
  beforeEach(async () => {
    await Promise.all([db.items.clear(), db.itemLists.clear()]);
    await signIn(admin);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showToast).mockClear();
  });

  it('shows the dashboard with Document Verification open, and Support, Reports, User Management and Analytics beside it', async () => {
    serve();
    await openAdmin();
    expect(await screen.findByRole('heading', { name: t.title, level: 1 })).toBeTruthy();
    expect(screen.getByText(t.text)).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: t.tabsLabel })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([t.tabs.documents, supportMessages.admin.tab, t.tabs.reports, t.tabs.users, t.tabs.analytics]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    for (const tab of tabs) expect(tab.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('tabpanel', { name: t.tabs.documents })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: t.tabs.users }));
    const users = await screen.findByRole('tabpanel', { name: t.tabs.users });
    expect(within(users).getByRole('searchbox', { name: userAdminMessages.searchLabel })).toBeTruthy();
  });

  it('lists all documents first, with each filter its count, and asks the server for the chosen filter', async () => {
    const { listQueries } = serve({ pages: (query) => ({ documents: query.get('status') === 'verified' ? [verifiedLater] : [pending, pan] }) });
    await openAdmin();
    await screen.findByRole('article', { name: types.pan });
    const filter = screen.getByRole('group', { name: t.filterLabel });
    await waitFor(() => expect(within(filter).getByRole('button', filterButton('all', 5)).getAttribute('aria-pressed')).toBe('true'));
    expect(within(filter).getByRole('button', filterButton('pending', 2))).toBeTruthy();
    expect(within(filter).getByRole('button', filterButton('rejected', 1))).toBeTruthy();
    expect(listQueries()).toEqual(['status=all&limit=20']);

    fireEvent.click(within(filter).getByRole('button', filterButton('verified', 2)));
    await waitFor(() => expect(screen.queryByRole('article', { name: types.pan })).toBeNull());
    expect(await screen.findByRole('article', { name: types.aadhaar })).toBeTruthy();
    expect(within(card(types.aadhaar)).getByText(statuses.verified)).toBeTruthy();
    expect(within(filter).getByRole('button', filterButton('verified', 2)).getAttribute('aria-pressed')).toBe('true');
    expect(listQueries()).toEqual(['status=all&limit=20', 'status=verified&limit=20']);
  });

  it('shows a pending document whole: who sent it, holder, date, the full number in fours, the photos opening full size', async () => {
    serve();
    await openAdmin();
    const aadhaar = await screen.findByRole('article', { name: types.aadhaar });
    const inCard = within(aadhaar);
    expect(inCard.getByText(t.submittedBy('Ravi Kumar', 'ravi.k'))).toBeTruthy();
    expect(inCard.getByText('ravi@example.in')).toBeTruthy();
    expect(inCard.getByText(statuses.pending)).toBeTruthy();
    expect(inCard.getByText(t.holder).nextSibling?.textContent).toBe('Ravi Kumar');
    expect(inCard.getByText(t.submitted).nextSibling?.textContent).toBe(formatIndiaDate(pending.submittedAt));
    expect(inCard.getByText(t.fullNumber).nextSibling?.textContent).toBe('2345 6789 0124');
    const links = inCard.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([t.openPhoto(1), t.openPhoto(2)]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(pending.documentImageUrls);
    expect(links.every((link) => link.getAttribute('target') === '_blank' && link.getAttribute('rel')?.includes('noopener'))).toBe(true);
    expect(inCard.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(pending.documentImageUrls);
    expect(inCard.getByRole('button', { name: t.verify })).toBeTruthy();
    expect(inCard.getByRole('button', { name: t.reject })).toBeTruthy();
  });

  it('shows a decided document masked, its photos gone and who decided, without buttons; a pending one without photos says so', async () => {
    const rejectedOnce = decided(makeAdminDocument({ id: '0193c000-0000-7000-8000-00000000d004', documentType: 'voter_id', documentImageUrls: [] }), 'rejected', 'The photo is blurred');
    serve({ pages: () => ({ documents: [verifiedLater, pan, rejectedOnce] }) });
    await openAdmin();
    const aadhaar = within(await screen.findByRole('article', { name: types.aadhaar }));
    expect(aadhaar.queryByText(t.fullNumber)).toBeNull();
    expect(aadhaar.getByLabelText(documentMessages.section.maskedNumberLabel('0124')).textContent).toBe('•••• 0124');
    expect(aadhaar.queryByText(/2345/)).toBeNull();
    expect(aadhaar.getByText(t.photosDeleted)).toBeTruthy();
    expect(aadhaar.getByText(t.decisionLine(statuses.verified, 'meera.admin', DECIDED_ON))).toBeTruthy();
    expect(aadhaar.queryByRole('button')).toBeNull();
    const voter = within(card(types.voter_id));
    expect(voter.getByText(t.decisionLine(statuses.rejected, 'meera.admin', DECIDED_ON))).toBeTruthy();
    expect(voter.getByText('“The photo is blurred”')).toBeTruthy();
    expect(within(card(types.pan)).getByText(t.noPhotos)).toBeTruthy();
    // Each card's history is a heading within it, not one more landmark of the same name per card.
    expect(voter.getByRole('heading', { name: t.history })).toBeTruthy();
    expect(screen.queryAllByRole('region', { name: t.history })).toHaveLength(0);
  });

  it('verifies: PUTs {status: "verified"}, says "Document verified", and updates the card and the counts', async () => {
    let counts = makeCounts();
    const { sent } = serve({
      counts: () => counts,
      decide: () => {
        counts = makeCounts({ pending: 1, verified: 3 });
        return jsonResponse(200, decided(pending, 'verified'));
      },
    });
    await openAdmin();
    const aadhaar = within(await screen.findByRole('article', { name: types.aadhaar }));
    await screen.findByRole('button', filterButton('pending', 2));
    fireEvent.click(aadhaar.getByRole('button', { name: t.verify }));
    await waitFor(() => expect(toasts()).toEqual([['success', documentMessages.toasts.decided('verified')]]));
    const puts = sent.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.path, call.body])).toEqual([[apiPaths.adminVerifyDocument(pending.id), { status: 'verified' }]]);
    await waitFor(() => expect(aadhaar.getByText(statuses.verified)).toBeTruthy());
    expect(aadhaar.queryByRole('button', { name: t.verify })).toBeNull();
    // The button that had focus is gone: the card's heading takes it.
    expect(document.activeElement).toBe(aadhaar.getByRole('heading', { name: types.aadhaar }));
    expect(aadhaar.queryByText('2345 6789 0124')).toBeNull();
    expect(await screen.findByRole('button', filterButton('pending', 1))).toBeTruthy();
    expect(screen.getByRole('button', filterButton('verified', 3))).toBeTruthy();
  });

  it('rejects only with a reason: a blank one toasts and sends nothing, then the reason is PUT and "Document rejected" said', async () => {
    const { sent } = serve({ decide: (_id, body) => jsonResponse(200, decided(pending, 'rejected', body.rejectionReason ?? null)) });
    await openAdmin();
    const aadhaar = within(await screen.findByRole('article', { name: types.aadhaar }));
    fireEvent.click(aadhaar.getByRole('button', { name: t.reject }));
    const dialog = await screen.findByRole('alertdialog', { name: t.rejectHeading });
    const reason = within(dialog).getByLabelText(t.rejectReasonLabel);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmReject }));
    expect(toasts()).toEqual([['error', documentMessages.toasts.rejectionReasonTitle, documentMessages.toasts.rejectionReasonText]]);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(documentMessages.toasts.rejectionReasonText)).toBeTruthy();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(reason, { target: { value: '  The number cannot be read  ' } });
    expect(reason.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmReject }));
    await waitFor(() => expect(toasts().at(-1)).toEqual(['success', documentMessages.toasts.decided('rejected')]));
    expect(sent.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ status: 'rejected', rejectionReason: 'The number cannot be read' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(aadhaar.getByText(statuses.rejected)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(aadhaar.getByRole('heading', { name: types.aadhaar })));
    expect(aadhaar.getByText('“The number cannot be read”')).toBeTruthy();
  });

  it("offers no decision on the administrator's own document", async () => {
    serve({ pages: () => ({ documents: [makeAdminDocument({ isOwn: true, userId: admin.id })] }) });
    await openAdmin();
    const own = within(await screen.findByRole('article', { name: types.aadhaar }));
    expect(own.getByText(t.ownDocument)).toBeTruthy();
    expect(own.queryByRole('button', { name: t.verify })).toBeNull();
    expect(own.queryByRole('button', { name: t.reject })).toBeNull();
  });

  it('says "Action failed" with the server\'s message on a 409 and fetches the list again', async () => {
    const closed = { message: documentMessages.server.alreadyDecided, code: 'document-closed' };
    const { listQueries } = serve({ decide: () => jsonResponse(409, closed) });
    await openAdmin();
    fireEvent.click(within(await screen.findByRole('article', { name: types.aadhaar })).getByRole('button', { name: t.verify }));
    await waitFor(() => expect(toasts()).toEqual([['error', documentMessages.toasts.actionFailed, errorText(closed)]]));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
  });

  it('says "Action failed" when the connection drops, and keeps the buttons for another try', async () => {
    const { spy } = serve();
    await openAdmin();
    const aadhaar = within(await screen.findByRole('article', { name: types.aadhaar }));
    spy.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(aadhaar.getByRole('button', { name: t.verify }));
    await waitFor(() => expect(toasts()).toEqual([['error', documentMessages.toasts.actionFailed, errorMessages.byCode['network-error']]]));
    await waitFor(() => expect(aadhaar.getByRole('button', { name: t.verify }).hasAttribute('disabled')).toBe(false));
    expect(aadhaar.getByText('2345 6789 0124')).toBeTruthy();
  });

  it('offline, keeps the list shown, says decisions need a connection and offers none; back online, fetches it again', async () => {
    const { listQueries } = serve();
    await openAdmin();
    await screen.findByRole('article', { name: types.aadhaar });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(t.offline)).toBeTruthy();
    const aadhaar = within(card(types.aadhaar));
    expect(aadhaar.getByText('2345 6789 0124')).toBeTruthy();
    expect(aadhaar.getByRole('button', { name: t.verify }).hasAttribute('disabled')).toBe(true);
    expect(aadhaar.getByRole('button', { name: t.reject }).hasAttribute('disabled')).toBe(true);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    await waitFor(() => expect(within(card(types.aadhaar)).getByRole('button', { name: t.verify }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText(t.offline)).toBeNull();
    onLine.mockRestore();
  });

  it('pages with Load more along the cursor', async () => {
    const { listQueries } = serve({ pages: (query) => (query.get('cursor') === 'page-2' ? { documents: [pan] } : { documents: [pending], next: 'page-2' }) });
    await openAdmin();
    await screen.findByRole('article', { name: types.aadhaar });
    expect(screen.queryByRole('article', { name: types.pan })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByRole('article', { name: types.pan })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
    expect(listQueries()).toEqual(['status=all&limit=20', 'status=all&limit=20&cursor=page-2']);
  });

  it('says when the list could not load, with Retry, and when a filter holds nothing', async () => {
    let fail = true;
    const { spy } = serve({ pages: () => ({ documents: [] }) });
    const answer = spy.getMockImplementation();
    spy.mockImplementation(async (input, init) => {
      if (fail && String(input).startsWith(`${apiPaths.adminVerificationDocuments}?`)) return jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal' });
      if (!answer) throw new Error('no stub');
      return answer(input, init);
    });
    await openAdmin();
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('keeps no document on the device: the full number is in no Dexie table', async () => {
    serve();
    await openAdmin();
    await screen.findByText('2345 6789 0124');
    const everything = await Promise.all(db.tables.map((table) => table.toArray()));
    expect(JSON.stringify(everything)).not.toContain(AADHAAR_NUMBER);
    expect(JSON.stringify(everything)).not.toContain(pending.documentImageUrls[0]);
  });
});
