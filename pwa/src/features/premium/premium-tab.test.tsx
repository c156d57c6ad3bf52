import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { db } from '@pwa/db/app-db.ts';
import { jsonResponse } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { makePayment, PLANS, premiumServer, SIGNED, YEARLY_PLAN, type PremiumServerScript } from '@pwa/test/premium-server.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { readSession, saveSession } from '../auth/session-store.ts';
import { useAuth } from '../auth/use-auth.ts';
import { forgetPackages } from './plan-packages.ts';
import { planText } from './plan-text.ts';
import { PremiumTab } from './premium-tab.tsx';
import { RAZORPAY_SCRIPT, type RazorpayFailure, type RazorpayOptions } from './razorpay-checkout.ts';

const t = premiumMessages;
/** The plans as the page names them (the server's English names, in the page's language). */
const FREE = planText('Free');
const MONTHLY = planText('Premium Monthly');
const YEARLY = planText('Premium Yearly');
/** The yearly plan's end for YEARLY_USER, and the test payment's day (test/premium-server.ts). */
const PAID_UNTIL = formatIndiaDate('2027-11-24T09:01:00.000Z');
const PAID_ON = formatIndiaDate('2026-11-24T09:01:00.000Z');

const FREE_USER = makeUser();
const YEARLY_USER = makeUser({ premiumTier: 'yearly', premiumExpiresAt: '2027-11-24T09:01:00.000Z' });
const EXPIRED_USER = makeUser({ premiumTier: 'monthly', premiumExpiresAt: '2026-01-01T00:00:00.000Z' });

/** The tab as the dashboard shows it: for whoever the device's session says is signed in. */
function SignedInTab() {
  const auth = useAuth();
  return auth.user ? <PremiumTab user={auth.user} /> : null;
}

async function openTab(user: User, script: PremiumServerScript = {}, afterPayment: User = YEARLY_USER) {
  await saveSession(user);
  const server = premiumServer(user, afterPayment, script);
  render(
    <>
      <SignedInTab />
      <ToasterHost theme="light" />
    </>,
  );
  await screen.findByRole('heading', { name: YEARLY });
  return server;
}

const card = (plan: string): HTMLElement => {
  const found = screen.getByRole('heading', { name: plan }).closest('li');
  if (!found) throw new Error(`no card for ${plan}`);
  return found;
};
const planButton = (plan: string): HTMLButtonElement => within(card(plan)).getByRole('button') as HTMLButtonElement;
const statusCard = () => screen.queryByRole('region', { name: t.status.heading });

/** A device that has seen no session, no plans and no test order. */
async function resetDevice(): Promise<void> {
  await db.session.clear();
  forgetPackages();
  localStorage.clear();
}

describe('the Go Premium tab', () => {
  beforeEach(resetDevice);
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete window.Razorpay;
    await dismissToasts();
  });

  it('shows the free tier and both plans in rupees, yearly as Best Value with its monthly saving, each with its limits and features', async () => {
    await openTab(FREE_USER);
    expect(within(card(MONTHLY)).getByText(formatRupees(399))).toBeTruthy();
    expect(within(card(YEARLY)).getByText(formatRupees(3999))).toBeTruthy();
    // 399 − 3999 / 12 = 65.75, rounded.
    expect(within(card(YEARLY)).getByText(t.plan.bestValue)).toBeTruthy();
    expect(within(card(YEARLY)).getByText(t.plan.save(formatRupees(66)))).toBeTruthy();
    expect(within(card(MONTHLY)).queryByText(t.plan.bestValue)).toBeNull();
    expect(within(card(MONTHLY)).queryByText(t.plan.save(formatRupees(66)))).toBeNull();
    expect(within(card(YEARLY)).getByText(t.plan.maxPhotos(15))).toBeTruthy();
    expect(within(card(YEARLY)).getByText(t.plan.maxVideo(50))).toBeTruthy();
    expect(within(card(MONTHLY)).getByText(t.plan.maxPhotos(10))).toBeTruthy();
    expect(within(card(MONTHLY)).getByText(planText('Featured placement'))).toBeTruthy();
    expect(within(card(FREE)).getByText(planText('Basic support'))).toBeTruthy();
    // A feature restating a limit ("15 photos per listing") is not listed a second time.
    expect(within(card(YEARLY)).queryByText('15 photos per listing')).toBeNull();
    expect(within(card(YEARLY)).queryByText('50 MB video')).toBeNull();
  });

  it('disables the current plan\'s button: Free for a free user, and no status card', async () => {
    await openTab(FREE_USER);
    expect(planButton(FREE).textContent).toBe(t.plan.current);
    expect(planButton(FREE).disabled).toBe(true);
    expect(planButton(YEARLY).textContent).toBe(t.plan.subscribe);
    expect(planButton(YEARLY).disabled).toBe(false);
    expect(statusCard()).toBeNull();
  });

  it('shows a premium, unexpired user the status card with the plan, paid-until date and Renew; their plan is current', async () => {
    const server = await openTab(YEARLY_USER);
    const status = statusCard();
    if (!status) throw new Error('status card expected');
    expect(status.textContent).toContain(YEARLY);
    expect(status.textContent).toContain(t.status.paidUntil(PAID_UNTIL));
    expect(planButton(YEARLY).textContent).toBe(t.plan.current);
    expect(planButton(YEARLY).disabled).toBe(true);
    expect(planButton(MONTHLY).disabled).toBe(false);
    // Renew buys the same plan again.
    fireEvent.click(within(status).getByRole('button', { name: t.status.renew }));
    await screen.findByRole('dialog');
    expect(server.bodyOf('/api/payments/orders')).toEqual({ packageId: YEARLY_PLAN.id });
  });

  it('treats an expired plan as free: no status card, Free is current', async () => {
    await openTab(EXPIRED_USER);
    expect(statusCard()).toBeNull();
    expect(planButton(FREE).textContent).toBe(t.plan.current);
    expect(planButton(MONTHLY).textContent).toBe(t.plan.subscribe);
  });

  it('test mode: the sheet says nothing is charged; paying verifies the signed result, toasts, reads the user again and shows the status card', async () => {
    const server = await openTab(FREE_USER);
    fireEvent.click(planButton(YEARLY));
    const sheet = await screen.findByRole('dialog', { name: t.checkout.title(YEARLY) });
    expect(within(sheet).getByText(t.testMode)).toBeTruthy();
    const authChecksBefore = server.calls().filter((call) => call === 'GET /api/auth/user').length;
    fireEvent.click(within(sheet).getByRole('button', { name: t.checkout.pay(formatRupees(3999)) }));
    await expectToast(t.checkout.successTitle, t.checkout.successText(YEARLY));
    expect(server.bodyOf('/api/payments/test-checkout')).toEqual({ orderId: SIGNED.orderId, outcome: 'paid' });
    expect(server.bodyOf('/api/payments/verify')).toEqual(SIGNED);
    await waitFor(async () => expect((await readSession())?.user?.premiumTier).toBe('yearly'));
    expect(server.calls().filter((call) => call === 'GET /api/auth/user').length).toBeGreaterThan(authChecksBefore);
    expect((await screen.findByRole('region', { name: t.status.heading })).textContent).toContain(t.status.paidUntil(PAID_UNTIL));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The plan cards now carry the test-mode badge, and the history the receipt.
    expect(screen.getAllByText(t.testMode).length).toBeGreaterThan(0);
    expect(await screen.findByText(new RegExp(t.history.receiptNumber('KIR-2026-000042')))).toBeTruthy();
  });

  it('test mode: a simulated failure says so, sends no verification, and leaves the user on their plan', async () => {
    const server = await openTab(FREE_USER);
    fireEvent.click(planButton(MONTHLY));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('button', { name: t.checkout.fail }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.checkout.failedTitle);
    expect(alert.textContent).toContain(t.checkout.failedText);
    expect(server.bodyOf('/api/payments/test-checkout')).toEqual({ orderId: SIGNED.orderId, outcome: 'failed' });
    expect(server.calls()).not.toContain('POST /api/payments/verify');
    expect(planButton(FREE).textContent).toBe(t.plan.current);
    expect(statusCard()).toBeNull();
    expect((await readSession())?.user?.premiumTier).toBe('free');
  });

  it('closing the test sheet abandons the payment with a clear message', async () => {
    const server = await openTab(FREE_USER);
    fireEvent.click(planButton(MONTHLY));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.checkout.cancel }));
    expect((await screen.findByRole('alert')).textContent).toContain(t.checkout.abandonedTitle);
    expect(server.calls()).not.toContain('POST /api/payments/test-checkout');
  });

  it('real mode: loads Razorpay\'s script on demand, opens its checkout for the order, and verifies what its handler hands over', async () => {
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) added.push(node);
      return node;
    });
    const opened: RazorpayOptions[] = [];
    class FakeRazorpay {
      constructor(readonly options: RazorpayOptions) {}
      on() {}
      open() {
        opened.push(this.options);
      }
    }
    const server = await openTab(FREE_USER, { testMode: false });
    fireEvent.click(planButton(YEARLY));
    await waitFor(() => expect(added.map((script) => script.src)).toEqual([RAZORPAY_SCRIPT]));
    window.Razorpay = FakeRazorpay;
    added[0]?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(opened).toHaveLength(1));
    const options = opened[0];
    if (!options) throw new Error('checkout not opened');
    expect(options).toMatchObject({ key: 'rzp_live_key', order_id: SIGNED.orderId, amount: 399900, currency: 'INR', name: 'Kiraya', prefill: { name: 'Priya Sharma', email: 'priya@example.in' } });
    expect(screen.queryByText(t.testMode)).toBeNull();
    options.handler({ razorpay_order_id: SIGNED.orderId, razorpay_payment_id: SIGNED.paymentId, razorpay_signature: SIGNED.signature });
    await expectToast(t.checkout.successTitle);
    expect(server.bodyOf('/api/payments/verify')).toEqual(SIGNED);
    expect(await screen.findByRole('region', { name: t.status.heading })).toBeTruthy();
  });

  it('real mode: a failed payment then a closed checkout says the payment failed; just closing says it was not completed', async () => {
    let failedHandler: ((response: RazorpayFailure) => void) | undefined;
    const opened: RazorpayOptions[] = [];
    window.Razorpay = class {
      constructor(readonly options: RazorpayOptions) {}
      on(_event: 'payment.failed', callback: (response: RazorpayFailure) => void) {
        failedHandler = callback;
      }
      open() {
        opened.push(this.options);
      }
    };
    const server = await openTab(FREE_USER, { testMode: false });
    fireEvent.click(planButton(MONTHLY));
    await waitFor(() => expect(opened).toHaveLength(1));
    failedHandler?.({ error: { description: 'Card declined' } });
    opened[0]?.modal.ondismiss();
    expect((await screen.findByRole('alert')).textContent).toContain(t.checkout.failedTitle);
    fireEvent.click(planButton(MONTHLY));
    await waitFor(() => expect(opened).toHaveLength(2));
    opened[1]?.modal.ondismiss();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(t.checkout.abandonedTitle));
    expect(server.calls()).not.toContain('POST /api/payments/verify');
    expect(planButton(FREE).textContent).toBe(t.plan.current);
  });

  it('a verification that cannot reach the server after paying says it will be confirmed shortly, with Refresh', async () => {
    const server = await openTab(FREE_USER, { verify: () => Promise.reject(new TypeError('Failed to fetch')) });
    fireEvent.click(planButton(YEARLY));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.checkout.pay(formatRupees(3999)) }));
    const status = await screen.findByText(t.checkout.pendingText);
    const before = server.calls().length;
    fireEvent.click(within(status.closest('[role="status"]') as HTMLElement).getByRole('button', { name: t.checkout.refresh }));
    await waitFor(() => expect(server.calls().slice(before)).toEqual(expect.arrayContaining(['GET /api/auth/user', 'GET /api/payments'])));
  });

  it('offline: says buying needs a connection and offers no checkout', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openTab(FREE_USER);
    expect(screen.getByText(t.checkout.offline)).toBeTruthy();
    expect(planButton(YEARLY).disabled).toBe(true);
  });

  it('with payments off on this site, shows the plans but no way to buy one: the buttons and a note say so, and a premium user has no Renew', async () => {
    const unpayable = PLANS.map((plan) => ({ ...plan, payable: false }));
    const server = await openTab(FREE_USER, { plans: () => jsonResponse(200, unpayable) });
    for (const plan of [MONTHLY, YEARLY]) {
      expect(planButton(plan).textContent).toBe(t.plan.unavailable);
      expect(planButton(plan).disabled).toBe(true);
    }
    expect(screen.getByText(t.plan.unavailableNote).getAttribute('role')).toBe('status');
    fireEvent.click(planButton(YEARLY));
    expect(server.calls()).not.toContain('POST /api/payments/orders');
    cleanup();

    await resetDevice();
    await openTab(YEARLY_USER, { plans: () => jsonResponse(200, unpayable) });
    const status = statusCard();
    if (!status) throw new Error('status card expected');
    expect(status.textContent).toContain(t.status.paidUntil(PAID_UNTIL));
    expect(within(status).queryByRole('button')).toBeNull();
    expect(status.textContent).not.toContain(t.status.renewNote);
  });

  it('shows a copy of the plans kept by an older app (no payable) as buyable until the server answers', async () => {
    const older = PLANS.map(({ payable: _dropped, ...plan }) => plan);
    localStorage.setItem('kiraya.premiumPackages', JSON.stringify(older));
    await openTab(FREE_USER, { plans: () => new Promise<Response>(() => undefined) });
    expect(planButton(YEARLY).textContent).toBe(t.plan.subscribe);
    expect(screen.queryByText(t.plan.unavailableNote)).toBeNull();
  });

  it('says when the plans could not load, and Retry reads them again', async () => {
    let fail = true;
    await saveSession(FREE_USER);
    premiumServer(FREE_USER, YEARLY_USER, { plans: () => (fail ? jsonResponse(503, { message: 'Down', code: 'service-unavailable' }) : jsonResponse(200, PLANS)) });
    render(<SignedInTab />);
    expect((await screen.findByText(t.loadFailed)).closest('[role="alert"]')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('heading', { name: YEARLY })).toBeTruthy();
  });
});

describe('the payments history', () => {
  beforeEach(resetDevice);
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  it('says there are no payments yet, with the GST note', async () => {
    await openTab(FREE_USER);
    expect(await screen.findByText(t.history.empty)).toBeTruthy();
    expect(screen.getByText(t.history.gstNote)).toBeTruthy();
  });

  it('lists receipts with number, date, plan, amount, status and the test mark; a receipt opens and prints', async () => {
    const print = vi.fn<() => void>();
    vi.stubGlobal('print', print);
    await openTab(YEARLY_USER, {
      payments: [
        makePayment(),
        makePayment({ id: '0193d111-0000-7000-8000-000000000002', status: 'failed', receiptNumber: null, paidAt: null, paymentId: null, packageName: 'Premium Monthly', tier: 'monthly', amountInr: '399.00', createdAt: '2026-11-20T09:00:00.000Z' }),
      ],
    });
    const history = screen.getByRole('region', { name: t.history.heading });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [paid, failed] = rows as [HTMLElement, HTMLElement];
    expect(paid.textContent).toContain(`${YEARLY} · ${formatRupees(3999)}`);
    expect(paid.textContent).toContain(PAID_ON);
    expect(paid.textContent).toContain(t.history.receiptNumber('KIR-2026-000042'));
    expect(within(paid).getByText(t.history.statusLabels.paid)).toBeTruthy();
    expect(within(paid).getByText(t.history.testMark)).toBeTruthy();
    expect(failed.textContent).toContain(`${MONTHLY} · ${formatRupees(399)}`);
    expect(within(failed).getByText(t.history.statusLabels.failed)).toBeTruthy();
    expect(within(failed).queryByRole('button')).toBeNull();
    expect(within(history).getByText(t.history.gstNote)).toBeTruthy();
    expect(within(history).getByText(t.testMode)).toBeTruthy();

    fireEvent.click(within(paid).getByRole('button', { name: t.history.viewReceiptOf(YEARLY, PAID_ON) }));
    const receipt = await screen.findByRole('dialog', { name: t.receipt.title });
    expect(receipt.textContent).toContain('KIR-2026-000042');
    expect(receipt.textContent).toContain(t.history.period(PAID_ON, PAID_UNTIL));
    expect(receipt.textContent).toContain(formatRupees(3999));
    expect(receipt.textContent).toContain(t.history.gstNote);
    expect(receipt.textContent).toContain(t.receipt.testMode);
    fireEvent.click(within(receipt).getByRole('button', { name: t.receipt.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when the history could not load, with a retry', async () => {
    await openTab(FREE_USER, { paymentsList: () => jsonResponse(503, { message: 'Down', code: 'service-unavailable' }) });
    expect((await screen.findByText(t.history.loadFailed)).closest('[role="alert"]')).toBeTruthy();
  });
});

