/**
 * The User Management tab against a stand-in server: finding accounts, an account's page, and the
 * moderators' decisions on it and its listings, each with a required reason, the page read again after.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserDetail, AdminUserSummary, ModerationAction } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { moderationMessages } from '@shared/messages/moderation.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { userAdminMessages } from '@shared/messages/user-admin.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { UserManagement } from './user-management.tsx';

const t = userAdminMessages;
const ADMIN_ID = '0193c000-0000-7000-8000-00000000ad01';
const RAVI_ID = '0193c000-0000-7000-8000-0000000000a1';
const LISTING_ID = '0193c000-0000-7000-8000-00000000b001';
const JOINED = '2026-10-01T10:00:00.000Z';

const admin = makeUser({ id: ADMIN_ID, username: 'meera.admin', fullName: 'Meera Iyer', email: 'meera@kiraya.test', role: 'admin' });
const ravi: AdminUserSummary = { id: RAVI_ID, username: 'ravi', fullName: 'Ravi Kumar', email: 'ravi@example.in', phone: '+919812345678', role: 'user', suspended: false, createdAt: JOINED };
const meera: AdminUserSummary = { id: ADMIN_ID, username: 'meera.admin', fullName: 'Meera Iyer', email: 'meera@kiraya.test', phone: null, role: 'admin', suspended: false, createdAt: JOINED };

const pageOf = (summary: AdminUserSummary): AdminUserDetail => ({
  ...summary,
  isVerified: true,
  suspendedReason: null,
  suspendedAt: null,
  premiumTier: 'monthly',
  premiumExpiresAt: '2027-01-15T10:00:00.000Z',
  emailConfirmed: true,
  lastSeenAt: null,
  listings: [{ id: LISTING_ID, title: 'Canon EOS 200D kit', status: 'approved', reason: null, createdAt: '2026-11-02T10:00:00.000Z' }],
  reports: [
    { id: 'r1', targetType: 'item', targetId: LISTING_ID, reason: 'scam', details: 'Wants the full amount on UPI first', status: 'open', reporter: 'asha', createdAt: '2026-12-05T10:00:00.000Z' },
  ],
  documents: [{ id: 'd1', documentType: 'aadhaar', status: 'verified', submittedAt: '2026-11-20T10:00:00.000Z' }],
  log: [],
});

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

interface ServeOptions {
  found?: AdminUserSummary[];
  /** Answers a search in place of the found accounts. */
  search?: () => Response;
  /** Answers an account's page in place of the account. */
  page?: () => Response;
  /** Answers a decision in place of doing it. */
  refuse?: Response;
  accounts?: AdminUserSummary[];
}

/** The admin calls as shared/src/api/reports.ts describes them; decisions change what the next read answers. */
function serve(options: ServeOptions = {}) {
  const sent: Sent[] = [];
  const pages = new Map((options.accounts ?? [ravi, meera]).map((account) => [account.id, pageOf(account)]));
  const logged = (action: ModerationAction['action'], targetType: 'user' | 'item', targetId: string, reason: string): ModerationAction => ({
    id: `log-${sent.length}`,
    action,
    targetType,
    targetId,
    admin: admin.username,
    reason,
    createdAt: '2026-12-06T11:00:00.000Z',
    reportsClosed: 0,
  });
  stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, url, body });
    const { pathname } = new URL(url, 'http://kiraya.test');
    if (pathname === '/api/auth/user') return jsonResponse(200, admin);
    if (pathname === '/api/admin/users') return options.search?.() ?? jsonResponse(200, options.found ?? [ravi, meera]);
    const [, id, action] = /^\/api\/admin\/users\/([^/]+)(?:\/([a-z-]+))?$/.exec(pathname) ?? [];
    const page = id ? pages.get(id) : undefined;
    if (page && !action) return options.page?.() ?? jsonResponse(200, page);
    const reason = (body as { reason: string } | undefined)?.reason ?? '';
    if (options.refuse && method === 'POST') return options.refuse;
    if (page && action === 'suspend') {
      const entry = logged('suspend-user', 'user', page.id, reason);
      pages.set(page.id, { ...page, suspended: true, suspendedReason: reason, suspendedAt: '2026-12-06T11:00:00.000Z', log: [entry, ...page.log] });
      return jsonResponse(200, entry);
    }
    const hide = /^\/api\/admin\/items\/([^/]+)\/hide$/.exec(pathname);
    const owner = pages.get(RAVI_ID);
    if (hide && owner) {
      const entry = logged('hide-listing', 'item', hide[1] ?? '', reason);
      pages.set(RAVI_ID, { ...owner, listings: owner.listings.map((listing) => ({ ...listing, status: 'hidden', reason })), log: [entry, ...owner.log] });
      return jsonResponse(200, entry);
    }
    return jsonResponse(404, { code: 'not-found', message: 'Not found.' });
  });
  return { sent, reads: (id: string) => sent.filter((call) => call.method === 'GET' && call.url === `/api/admin/users/${id}`).length };
}

const open = () =>
  render(
    <>
      <UserManagement />
      <ToasterHost theme="light" />
    </>,
  );

const searchFor = (q: string) => {
  const field = screen.getByRole('searchbox', { name: t.searchLabel });
  fireEvent.change(field, { target: { value: q } });
  fireEvent.click(screen.getByRole('button', { name: t.search }));
};

/** Opens an account from the results (each row is a button holding its email). */
async function openAccount(email: string) {
  const row = (await screen.findByText(email)).closest('button');
  if (!row) throw new Error(`no row for ${email}`);
  fireEvent.click(row);
  return row;
}

describe('the User Management tab', () => {
  beforeEach(async () => {
    await db.session.put({ key: SESSION_KEY, user: admin, fetchedAt: Date.now() });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  it('refuses a blank search, then lists the matching accounts with their details and badges', async () => {
    const { sent } = serve();
    open();
    expect(screen.getByText(t.idle)).toBeTruthy();
    searchFor('   ');
    expect(await screen.findByText(reportMessages.validation.userSearch)).toBeTruthy();
    expect(sent.some((call) => call.url.startsWith('/api/admin/users'))).toBe(false);

    const field = screen.getByRole('searchbox', { name: t.searchLabel });
    fireEvent.change(field, { target: { value: ' ravi ' } });
    fireEvent.submit(field);
    expect(await screen.findByText(t.found(2))).toBeTruthy();
    expect(sent.filter((call) => call.url.startsWith('/api/admin/users')).map((call) => call.url)).toEqual(['/api/admin/users?q=ravi']);
    expect(screen.queryByText(reportMessages.validation.userSearch)).toBeNull();
    const row = screen.getByText('ravi@example.in').closest('button');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(row).getByText('@ravi')).toBeTruthy();
    expect(within(row).getByText('+919812345678')).toBeTruthy();
    expect(within(row).getByText(t.joined(formatIndiaDate(JOINED)))).toBeTruthy();
    expect(within(row).queryByText(t.administrator)).toBeNull();
    const meeraRow = screen.getByText('meera@kiraya.test').closest('button');
    if (!meeraRow) throw new Error('no row');
    expect(within(meeraRow).getByText(t.administrator)).toBeTruthy();
  });

  it('says when nothing matches, and shows a failed search with Try again', async () => {
    const refusal = { code: 'unavailable', message: 'Try again later.' };
    let answer = jsonResponse(503, refusal);
    serve({ search: () => answer });
    open();
    searchFor('nobody');
    const alert = (await screen.findByText(errorText(refusal))).closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not an alert');
    answer = jsonResponse(200, []);
    fireEvent.click(within(alert).getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.noMatch('nobody'))).toBeTruthy();
  });

  it("opens an account's page with its facts, listings, reports and documents, and Back returns focus to its row", async () => {
    serve();
    open();
    searchFor('ravi');
    const row = await openAccount('ravi@example.in');
    const heading = screen.getByRole('heading', { name: 'Ravi Kumar', level: 2 });
    expect(document.activeElement).toBe(heading);
    // The page's sections sit under the account's name, and each listing under its section.
    for (const section of [t.listings.heading, t.reports.heading, t.documents.heading, t.logHeading]) expect(await screen.findByRole('heading', { name: section, level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Canon EOS 200D kit', level: 4 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toEqual([heading]);
    const facts = await screen.findByLabelText(t.factsLabel);
    expect(within(facts).getByText('ravi@example.in')).toBeTruthy();
    expect(within(facts).getByText(t.roles.user)).toBeTruthy();
    expect(within(facts).getByText(t.facts.planUntil(premiumMessages.tierNames.monthly, formatIndiaDate('2027-01-15T10:00:00.000Z')))).toBeTruthy();
    expect(within(facts).getByText(t.facts.notSignedIn)).toBeTruthy();
    const listing = screen.getByRole('listitem', { name: 'Canon EOS 200D kit' });
    expect(within(listing).getByRole('button', { name: t.listings.hide })).toBeTruthy();
    expect(within(listing).queryByRole('button', { name: t.listings.listAgain })).toBeNull();
    expect(screen.getByText('Wants the full amount on UPI first')).toBeTruthy();
    expect(screen.getByText(`${moderationMessages.targetLabel.item} · ${reportMessages.reasons.scam}`)).toBeTruthy();
    expect(screen.getByText(documentMessages.typeLabels.aadhaar)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.suspend })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.grantAdmin })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.back }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(row.textContent));
  });

  it('suspends with the reason typed, then reads the page again', async () => {
    const { sent, reads } = serve();
    open();
    searchFor('ravi');
    await openAccount('ravi@example.in');
    fireEvent.click(await screen.findByRole('button', { name: t.suspend }));
    const dialog = await screen.findByRole('alertdialog', { name: t.suspendTitle('Ravi Kumar') });
    fireEvent.click(within(dialog).getByRole('button', { name: t.suspend }));
    expect(await within(dialog).findByText(reportMessages.validation.moderationReason)).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(t.suspendReasonLabel), { target: { value: ' Asked renters to pay outside Kiraya ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.suspend }));
    await expectToast(t.done.suspend('Ravi Kumar'));
    expect(sent.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: `/api/admin/users/${RAVI_ID}/suspend`, body: { reason: 'Asked renters to pay outside Kiraya' } },
    ]);
    expect(await screen.findByRole('button', { name: t.restore })).toBeTruthy();
    expect(reads(RAVI_ID)).toBe(2);
    expect(screen.getByText(t.suspendedSince(formatIndiaDate('2026-12-06T11:00:00.000Z')))).toBeTruthy();
    expect(screen.getByText(t.suspendedReason('Asked renters to pay outside Kiraya'))).toBeTruthy();
    expect(screen.getByText(moderationMessages.logEntry(admin.username, moderationMessages.actionLabel['suspend-user'], moderationMessages.targetLabel.user))).toBeTruthy();
  });

  it('hides a listing with a reason, then shows it hidden with List again', async () => {
    const { sent } = serve();
    open();
    searchFor('ravi');
    await openAccount('ravi@example.in');
    const listing = await screen.findByRole('listitem', { name: 'Canon EOS 200D kit' });
    fireEvent.click(within(listing).getByRole('button', { name: t.listings.hide }));
    const dialog = await screen.findByRole('alertdialog', { name: t.listings.hideTitle });
    fireEvent.change(within(dialog).getByLabelText(t.listings.hideReasonLabel), { target: { value: 'Photos of another camera' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.listings.hide }));
    await expectToast(t.listings.hidden);
    expect(sent.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: `/api/admin/items/${LISTING_ID}/hide`, body: { reason: 'Photos of another camera' } },
    ]);
    const hidden = await screen.findByRole('listitem', { name: 'Canon EOS 200D kit' });
    expect(await within(hidden).findByText(t.listings.status.hidden)).toBeTruthy();
    expect(within(hidden).getByText(t.listings.reason('Photos of another camera'))).toBeTruthy();
    expect(within(hidden).getByRole('button', { name: t.listings.listAgain })).toBeTruthy();
  });

  it("shows no role or suspension decision on the administrator's own account", async () => {
    serve();
    open();
    searchFor('meera');
    await openAccount('meera@kiraya.test');
    expect(await screen.findByText(t.ownAccount)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.suspend })).toBeNull();
    expect(screen.queryByRole('button', { name: t.revokeAdmin })).toBeNull();
    expect(screen.queryByRole('group', { name: t.actionsLabel })).toBeNull();
  });

  it("says a refusal in a toast and keeps the reason typed; an unreadable page says the server's words", async () => {
    const refusal = { code: 'last-admin', message: reportMessages.server.lastAdmin };
    const otherAdmin: AdminUserSummary = { ...ravi, role: 'admin' };
    serve({ found: [otherAdmin], accounts: [otherAdmin, meera], refuse: jsonResponse(409, refusal) });
    open();
    searchFor('ravi');
    await openAccount('ravi@example.in');
    fireEvent.click(await screen.findByRole('button', { name: t.revokeAdmin }));
    const dialog = await screen.findByRole('alertdialog', { name: t.revokeTitle('Ravi Kumar') });
    fireEvent.change(within(dialog).getByLabelText(t.reasonLabel), { target: { value: 'Left the team' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.revokeAdmin }));
    await expectToast(t.failed, errorText(refusal));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.revokeAdmin }).hasAttribute('disabled')).toBe(false));
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(t.reasonLabel).value).toBe('Left the team');
  });

  it("shows the server's words when the account's page is refused", async () => {
    const refusal = { code: 'forbidden', message: reportMessages.server.adminOnly };
    serve({ page: () => jsonResponse(403, refusal) });
    open();
    searchFor('ravi');
    await openAccount('ravi@example.in');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(errorText(refusal))).toBeTruthy();
    expect(within(alert).getByRole('button', { name: t.retry })).toBeTruthy();
  });
});
