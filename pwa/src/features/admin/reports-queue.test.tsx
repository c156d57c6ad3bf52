/** The Reports & Safety tab against a stand-in server: the open reports by target, warning, hiding and suspending with a required reason, the hidden listings, and the log. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HiddenListing, ModerationAction, ReportedTarget } from '@shared/api.ts';
import { moderationMessages } from '@shared/messages/moderation.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { ReportsQueue } from './reports-queue.tsx';

const t = moderationMessages;
const ITEM = '0193c000-0000-7000-8000-00000000a001';

const target: ReportedTarget = {
  targetType: 'item',
  targetId: ITEM,
  summary: 'Canon EOS 200D kit',
  targetUser: { id: '0193c000-0000-7000-8000-0000000000u1', username: 'ravi', name: 'Ravi Kumar' },
  count: 2,
  reasons: ['scam'],
  latestAt: '2026-12-06T10:00:00.000Z',
  reports: [
    { id: 'r1', reason: 'scam', details: 'Wants the full amount on UPI first', createdAt: '2026-12-06T10:00:00.000Z', reporter: 'meera' },
    { id: 'r2', reason: 'scam', details: null, createdAt: '2026-12-05T10:00:00.000Z', reporter: 'asha' },
  ],
};

const hiddenListing: HiddenListing = {
  id: '0193c000-0000-7000-8000-00000000a002',
  title: 'Honda Activa for a day',
  status: 'review-requested',
  reason: 'The photos show a car',
  owner: { id: '0193c000-0000-7000-8000-0000000000u2', username: 'kiran', name: 'Kiran Rao' },
  updatedAt: '2026-12-06T09:00:00.000Z',
};

function serve(answer: (body: unknown) => Response, hidden: () => HiddenListing[] = () => []) {
  const sent: unknown[] = [];
  const spy = stubFetch((url, init) => {
    if (url === '/api/admin/reports') return jsonResponse(200, sent.length ? [] : [target]);
    if (url === '/api/admin/moderation-log') return jsonResponse(200, []);
    if (url === '/api/admin/items/hidden') return jsonResponse(200, hidden());
    const body: unknown = JSON.parse(String(init.body));
    sent.push({ url, body });
    return answer(body);
  });
  return { sent, spy };
}

const open = () =>
  render(
    <>
      <ReportsQueue />
      <ToasterHost theme="light" />
    </>,
  );

describe('the Reports & Safety tab', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  it('shows each reported target with whose it is, the count and every report', async () => {
    serve(() => jsonResponse(500, {}));
    open();
    const card = await screen.findByRole('listitem', { name: 'Canon EOS 200D kit' });
    expect(within(card).getByText(t.whose('Ravi Kumar', 'ravi'))).toBeTruthy();
    expect(within(card).getByText(t.count('2'))).toBeTruthy();
    expect(within(card).getByText('Wants the full amount on UPI first')).toBeTruthy();
    expect(within(card).getAllByText(reportMessages.reasons.scam)).toHaveLength(2);
    expect(within(card).getByText(t.reportBy('meera'), { exact: false })).toBeTruthy();
    expect(screen.getByText(t.logEmpty)).toBeTruthy();
  });

  it('warns with a required reason, then the card goes and the log shows the action', async () => {
    const done: ModerationAction = { id: 'a1', action: 'warn-user', targetType: 'item', targetId: ITEM, admin: 'admin', reason: 'Photos of another camera', createdAt: '2026-12-06T11:00:00.000Z', reportsClosed: 2 };
    const { sent } = serve(() => jsonResponse(200, done));
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.warn('Ravi Kumar') }));
    const dialog = await screen.findByRole('alertdialog', { name: t.warnTitle('Ravi Kumar') });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmWarn }));
    expect(await within(dialog).findByText(reportMessages.validation.moderationReason)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(t.warnReasonLabel), { target: { value: '  Photos of another camera ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmWarn }));
    await expectToast(t.warned('Ravi Kumar'));
    expect(sent).toEqual([{ url: `/api/admin/reports/item/${ITEM}/warn`, body: { reason: 'Photos of another camera' } }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Canon EOS 200D kit' })).toBeNull());
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.getByText('Photos of another camera')).toBeTruthy();
  });

  it('says when another moderator closed the reports meanwhile', async () => {
    const refusal = { code: 'reports-closed', message: 'These reports were already closed.' };
    serve(() => jsonResponse(409, refusal));
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.dismiss }));
    const dialog = await screen.findByRole('alertdialog', { name: t.dismissTitle });
    fireEvent.change(within(dialog).getByLabelText(t.reasonLabel), { target: { value: 'Fine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmDismiss }));
    await expectToast(t.failed, errorText(refusal));
  });

  it('keeps the reason written when the server fails, for another try', async () => {
    serve(() => jsonResponse(503, { code: 'unavailable', message: 'Try again later.' }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.warn('Ravi Kumar') }));
    const dialog = await screen.findByRole('alertdialog', { name: t.warnTitle('Ravi Kumar') });
    fireEvent.change(within(dialog).getByLabelText(t.warnReasonLabel), { target: { value: 'Photos of another camera' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmWarn }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.confirmWarn }).hasAttribute('disabled')).toBe(false));
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(t.warnReasonLabel).value).toBe('Photos of another camera');
    // Still open (hidden from the accessibility tree behind the dialog).
    expect(screen.getByRole('listitem', { name: 'Canon EOS 200D kit', hidden: true })).toBeTruthy();
  });

  it('hides a reported listing with the reason its owner reads; it joins the hidden listings', async () => {
    const logged: ModerationAction = { id: 'a2', action: 'hide-listing', targetType: 'item', targetId: ITEM, admin: 'admin', reason: 'Not the camera in the photos', createdAt: '2026-12-06T11:00:00.000Z', reportsClosed: 2 };
    const { sent } = serve(
      () => jsonResponse(200, logged),
      () => (sent.length ? [{ ...hiddenListing, id: ITEM, title: target.summary, status: 'hidden', reason: logged.reason }] : []),
    );
    open();
    expect(await screen.findByText(t.hiddenEmpty)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: t.hide }));
    const dialog = await screen.findByRole('alertdialog', { name: t.hideTitle });
    fireEvent.change(within(dialog).getByLabelText(t.hideReasonLabel), { target: { value: 'Not the camera in the photos' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmHide }));
    await expectToast(t.hid);
    expect(sent).toEqual([{ url: `/api/admin/items/${ITEM}/hide`, body: { reason: 'Not the camera in the photos' } }]);
    const hiddenList = await screen.findByRole('list', { name: t.hiddenHeading });
    expect(within(hiddenList).getByText(t.hiddenBecause('Not the camera in the photos'))).toBeTruthy();
  });

  it('suspends the user behind a report', async () => {
    const logged: ModerationAction = { id: 'a3', action: 'suspend-user', targetType: 'user', targetId: target.targetUser?.id ?? '', admin: 'admin', reason: 'Took deposits', createdAt: '2026-12-06T11:00:00.000Z', reportsClosed: 2 };
    const { sent } = serve(() => jsonResponse(200, logged));
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.suspend('Ravi Kumar') }));
    const dialog = await screen.findByRole('alertdialog', { name: t.suspendTitle('Ravi Kumar') });
    fireEvent.change(within(dialog).getByLabelText(t.suspendReasonLabel), { target: { value: 'Took deposits' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmSuspend }));
    await expectToast(t.suspended('Ravi Kumar'));
    expect(sent).toEqual([{ url: `/api/admin/users/${target.targetUser?.id ?? ''}/suspend`, body: { reason: 'Took deposits' } }]);
    // Its reports were closed by the suspension: the queue, read again, is empty.
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('lists a hidden listing again, or keeps it hidden when its owner asked for a review', async () => {
    const logged: ModerationAction = { id: 'a4', action: 'restore-listing', targetType: 'item', targetId: hiddenListing.id, admin: 'admin', reason: 'Photos fixed', createdAt: '2026-12-06T11:00:00.000Z', reportsClosed: 0 };
    const { sent } = serve(() => jsonResponse(200, logged), () => (sent.length ? [] : [hiddenListing]));
    open();
    const card = await screen.findByRole('listitem', { name: hiddenListing.title });
    expect(within(card).getByText(t.reviewRequested)).toBeTruthy();
    expect(within(card).getByRole('button', { name: t.keepHidden })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: t.restore }));
    const dialog = await screen.findByRole('alertdialog', { name: t.restoreTitle });
    fireEvent.change(within(dialog).getByLabelText(t.restoreReasonLabel), { target: { value: 'Photos fixed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmRestore }));
    await expectToast(t.restored);
    expect(sent).toEqual([{ url: `/api/admin/items/${hiddenListing.id}/restore`, body: { reason: 'Photos fixed' } }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: hiddenListing.title })).toBeNull());
  });
});
