/**
 * Reporting against a stand-in server: the dialog asks what is wrong (a reason is required), sends the
 * report once and thanks; a report already open is said and nothing is lost; a message's report can
 * also block its sender; someone signed out is asked to sign in first.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportMessages } from '@shared/messages/reports.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { saveSession } from '../auth/session-store.ts';
import { ReportButton } from './report-button.tsx';

const t = reportMessages;
const ITEM = '0193c000-0000-7000-8000-00000000a001';
const MESSAGE = '0193c000-0000-7000-8000-00000000b001';

const me = makeUser();
/** The server: the signed-in user, and `answer` for POST /api/reports. */
const serve = (answer: () => Response) => stubFetch((url) => (url === '/api/reports' ? answer() : jsonResponse(200, me)));

const reportsSent = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.filter(([url]) => String(url) === '/api/reports').map(([, init]) => ({ body: JSON.parse(String(init?.body)) as unknown, key: new Headers(init?.headers).get('Idempotency-Key') }));

describe('ReportButton', () => {
  beforeEach(async () => {
    await db.session.clear();
    await saveSession(me, Date.now());
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  const open = async (ui = <ReportButton targetType="item" targetId={ITEM} label={t.reportListing} />) => {
    render(
      <>
        {ui}
        <ToasterHost theme="light" />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: t.reportListing }));
    return screen.findByRole('dialog', { name: t.dialogTitle.item });
  };

  it('needs a reason, then sends the report with its words once, thanks and closes', async () => {
    const spy = serve(() => jsonResponse(201, { id: 'r1' }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.validation.reason)).toBeTruthy();
    expect(reportsSent(spy)).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: t.reasons.scam }));
    fireEvent.change(screen.getByLabelText(t.detailsLabel), { target: { value: 'Asked for money in advance' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await expectToast(t.thanksTitle, t.thanksText);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = reportsSent(spy);
    expect(sent?.body).toEqual({ targetType: 'item', targetId: ITEM, reason: 'scam', details: 'Asked for money in advance' });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says a report already open, and keeps the dialog with what was chosen', async () => {
    const refusal = { code: 'report-exists', message: 'You have already reported this. Our team will look at it.' };
    serve(() => jsonResponse(409, refusal));
    await open();
    fireEvent.click(screen.getByRole('radio', { name: t.reasons.spam }));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await expectToast(t.failed, errorText(refusal));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: t.reasons.spam }).checked).toBe(true);
  });

  it('blocks a message’s sender too when asked', async () => {
    const block = vi.fn<() => Promise<void>>(() => Promise.resolve());
    serve(() => jsonResponse(201, { id: 'r2' }));
    render(
      <>
        <ReportButton targetType="message" targetId={MESSAGE} label={t.reportMessageFrom('Ravi Kumar')} shown={t.reportMessage} block={{ name: 'Ravi Kumar', run: block }} />
        <ToasterHost theme="light" />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: t.reportMessageFrom('Ravi Kumar') }));
    await screen.findByRole('dialog', { name: t.dialogTitle.message });
    fireEvent.click(screen.getByRole('radio', { name: t.reasons.scam }));
    fireEvent.click(screen.getByRole('checkbox', { name: t.alsoBlock('Ravi Kumar') }));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await expectToast(t.blocked('Ravi Kumar'));
    expect(block).toHaveBeenCalledTimes(1);
  });
});
