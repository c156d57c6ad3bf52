/** The Reports & Safety tab against a stand-in server: the open reports by target, warning with a required reason, and the log. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationAction, ReportedTarget } from '@shared/api.ts';
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

function serve(answer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  const spy = stubFetch((url, init) => {
    if (url === '/api/admin/reports') return jsonResponse(200, [target]);
    if (url === '/api/admin/moderation-log') return jsonResponse(200, []);
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
});
