import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { jsonResponse } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { dismissToasts, expectToast } from '@pwa/test/profile-server.tsx';
import { makePayment, PLANS, premiumServer, SIGNED, YEARLY_PLAN, type PremiumServerScript } from '@pwa/test/premium-server.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { readSession, saveSession } from '../auth/session-store.ts';
import { useAuth } from '../auth/use-auth.ts';
import { forgetPackages } from './plan-packages.ts';
import { PremiumTab } from './premium-tab.tsx';
import { RAZORPAY_SCRIPT, type RazorpayFailure, type RazorpayOptions } from './razorpay-checkout.ts';

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
  await screen.findByRole('heading', { name: 'Premium Yearly' });
  return server;
}

const card = (plan: string): HTMLElement => {
  const found = screen.getByRole('heading', { name: plan }).closest('li');
  if (!found) throw new Error(`no card for ${plan}`);
  return found;
};
const planButton = (plan: string): HTMLButtonElement => within(card(plan)).getByRole('button') as HTMLButtonElement;
const statusCard = () => screen.queryByRole('region', { name: 'Your plan' });

/** A device that has seen no session, no plans and no test order. */
async function resetDevice(): Promise<void> {
  await db.session.clear();
  forgetPackages();
  localStorage.clear();
}

describe('the Go Premium tab (issue 14)', () => {
  beforeEach(resetDevice);
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete window.Razorpay;
    await dismissToasts();
  });

  it('shows the free tier and both plans in rupees, yearly as Best Value with the spec saving, each with its limits and features', async () => {
    await openTab(FREE_USER);
    expect(within(card('Premium Monthly')).getByText('₹399')).toBeTruthy();
    expect(within(card('Premium Yearly')).getByText('₹3,999')).toBeTruthy();
    // 399 − 3999 / 12 = 65.75, rounded.
    expect(within(card('Premium Yearly')).getByText('Best Value')).toBeTruthy();
    expect(within(card('Premium Yearly')).getByText('Save ₹66/month')).toBeTruthy();
    expect(within(card('Premium Monthly')).queryByText('Best Value')).toBeNull();
    expect(within(card('Premium Monthly')).queryByText(/^Save/)).toBeNull();
    expect(within(card('Premium Yearly')).getByText('Up to 15 photos per listing')).toBeTruthy();
    expect(within(card('Premium Yearly')).getByText('Videos up to 50 MB')).toBeTruthy();
    expect(within(card('Premium Monthly')).getByText('Up to 10 photos per listing')).toBeTruthy();
    expect(within(card('Premium Monthly')).getByText('Featured placement')).toBeTruthy();
    expect(within(card('Free')).getByText('Basic support')).toBeTruthy();
    // A feature restating a limit ("15 photos per listing") is not listed a second time.
    expect(within(card('Premium Yearly')).queryByText('15 photos per listing')).toBeNull();
    expect(within(card('Premium Yearly')).queryByText('50 MB video')).toBeNull();
  });

  it('disables the current plan\'s button: Free for a free user, and no status card', async () => {
    await openTab(FREE_USER);
    expect(planButton('Free').textContent).toBe('Current Plan');
    expect(planButton('Free').disabled).toBe(true);
    expect(planButton('Premium Yearly').textContent).toBe('Subscribe');
    expect(planButton('Premium Yearly').disabled).toBe(false);
    expect(statusCard()).toBeNull();
  });

  it('shows a premium, unexpired user the status card with the plan, paid-until date and Renew; their plan is current', async () => {
    const server = await openTab(YEARLY_USER);
    const status = statusCard();
    if (!status) throw new Error('status card expected');
    expect(status.textContent).toContain('Premium Yearly');
    expect(status.textContent).toContain('Paid until 24 Nov 2027');
    expect(planButton('Premium Yearly').textContent).toBe('Current Plan');
    expect(planButton('Premium Yearly').disabled).toBe(true);
    expect(planButton('Premium Monthly').disabled).toBe(false);
    // Renew buys the same plan again.
    fireEvent.click(within(status).getByRole('button', { name: 'Renew' }));
    await screen.findByRole('dialog');
    expect(server.bodyOf('/api/payments/orders')).toEqual({ packageId: YEARLY_PLAN.id });
  });

  it('treats an expired plan as free: no status card, Free is current', async () => {
    await openTab(EXPIRED_USER);
    expect(statusCard()).toBeNull();
    expect(planButton('Free').textContent).toBe('Current Plan');
    expect(planButton('Premium Monthly').textContent).toBe('Subscribe');
  });

  it('test mode: the sheet says nothing is charged; paying verifies the signed result, toasts, reads the user again and shows the status card', async () => {
    const server = await openTab(FREE_USER);
    fireEvent.click(planButton('Premium Yearly'));
    const sheet = await screen.findByRole('dialog', { name: 'Pay for Premium Yearly' });
    expect(within(sheet).getByText('Test mode — no money is charged')).toBeTruthy();
    const authChecksBefore = server.calls().filter((call) => call === 'GET /api/auth/user').length;
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pay ₹3,999 (test)' }));
    await expectToast('Payment successful', 'Premium Yearly is now active. Thank you!');
    expect(server.bodyOf('/api/payments/test-checkout')).toEqual({ orderId: SIGNED.orderId, outcome: 'paid' });
    expect(server.bodyOf('/api/payments/verify')).toEqual(SIGNED);
    await waitFor(async () => expect((await readSession())?.user?.premiumTier).toBe('yearly'));
    expect(server.calls().filter((call) => call === 'GET /api/auth/user').length).toBeGreaterThan(authChecksBefore);
    expect((await screen.findByRole('region', { name: 'Your plan' })).textContent).toContain('Paid until 24 Nov 2027');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The plan cards now carry the test-mode badge, and the history the receipt.
    expect(screen.getAllByText('Test mode — no money is charged').length).toBeGreaterThan(0);
    expect(await screen.findByText(/Receipt KIR-2026-000042/)).toBeTruthy();
  });

  it('test mode: a simulated failure says so, sends no verification, and leaves the user on their plan', async () => {
    const server = await openTab(FREE_USER);
    fireEvent.click(planButton('Premium Monthly'));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Simulate a failed payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment failed');
    expect(alert.textContent).toContain('You are still on your current plan.');
    expect(server.bodyOf('/api/payments/test-checkout')).toEqual({ orderId: SIGNED.orderId, outcome: 'failed' });
    expect(server.calls()).not.toContain('POST /api/payments/verify');
    expect(planButton('Free').textContent).toBe('Current Plan');
    expect(statusCard()).toBeNull();
    expect((await readSession())?.user?.premiumTier).toBe('free');
  });

  it('closing the test sheet abandons the payment with a clear message', async () => {
    const server = await openTab(FREE_USER);
    fireEvent.click(planButton('Premium Monthly'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Payment not completed');
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
    fireEvent.click(planButton('Premium Yearly'));
    await waitFor(() => expect(added.map((script) => script.src)).toEqual([RAZORPAY_SCRIPT]));
    window.Razorpay = FakeRazorpay;
    added[0]?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(opened).toHaveLength(1));
    const options = opened[0];
    if (!options) throw new Error('checkout not opened');
    expect(options).toMatchObject({ key: 'rzp_live_key', order_id: SIGNED.orderId, amount: 399900, currency: 'INR', name: 'Kiraya', prefill: { name: 'Priya Sharma', email: 'priya@example.in' } });
    expect(screen.queryByText('Test mode — no money is charged')).toBeNull();
    options.handler({ razorpay_order_id: SIGNED.orderId, razorpay_payment_id: SIGNED.paymentId, razorpay_signature: SIGNED.signature });
    await expectToast('Payment successful');
    expect(server.bodyOf('/api/payments/verify')).toEqual(SIGNED);
    expect(await screen.findByRole('region', { name: 'Your plan' })).toBeTruthy();
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
    fireEvent.click(planButton('Premium Monthly'));
    await waitFor(() => expect(opened).toHaveLength(1));
    failedHandler?.({ error: { description: 'Card declined' } });
    opened[0]?.modal.ondismiss();
    expect((await screen.findByRole('alert')).textContent).toContain('Payment failed');
    fireEvent.click(planButton('Premium Monthly'));
    await waitFor(() => expect(opened).toHaveLength(2));
    opened[1]?.modal.ondismiss();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Payment not completed'));
    expect(server.calls()).not.toContain('POST /api/payments/verify');
    expect(planButton('Free').textContent).toBe('Current Plan');
  });

  it('a verification that cannot reach the server after paying says it will be confirmed shortly, with Refresh', async () => {
    const server = await openTab(FREE_USER, { verify: () => Promise.reject(new TypeError('Failed to fetch')) });
    fireEvent.click(planButton('Premium Yearly'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay ₹3,999 (test)' }));
    const status = await screen.findByText('Your payment will be confirmed shortly. Refresh in a minute to see your plan.');
    const before = server.calls().length;
    fireEvent.click(within(status.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.calls().slice(before)).toEqual(expect.arrayContaining(['GET /api/auth/user', 'GET /api/payments'])));
  });

  it('offline: says buying needs a connection and offers no checkout', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openTab(FREE_USER);
    expect(screen.getByText('You are offline. Connect to the internet to buy a plan.')).toBeTruthy();
    expect(planButton('Premium Yearly').disabled).toBe(true);
  });

  it('says when the plans could not load, and Retry reads them again', async () => {
    let fail = true;
    await saveSession(FREE_USER);
    premiumServer(FREE_USER, YEARLY_USER, { plans: () => (fail ? jsonResponse(503, { message: 'Down', code: 'service-unavailable' }) : jsonResponse(200, PLANS)) });
    render(<SignedInTab />);
    expect((await screen.findByText('Could not load the plans.')).closest('[role="alert"]')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Premium Yearly' })).toBeTruthy();
  });
});

describe('the payments history (issue 14)', () => {
  beforeEach(resetDevice);
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  it('says there are no payments yet, with the GST note', async () => {
    await openTab(FREE_USER);
    expect(await screen.findByText('No payments yet. Your receipts will appear here.')).toBeTruthy();
    expect(screen.getByText('Prices include GST.')).toBeTruthy();
  });

  it('lists receipts with number, date, plan, amount, status and the test mark; a receipt opens and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openTab(YEARLY_USER, {
      payments: [
        makePayment(),
        makePayment({ id: '0193d111-0000-7000-8000-000000000002', status: 'failed', receiptNumber: null, paidAt: null, paymentId: null, packageName: 'Premium Monthly', tier: 'monthly', amountInr: '399.00', createdAt: '2026-11-20T09:00:00.000Z' }),
      ],
    });
    const history = screen.getByRole('region', { name: 'Payments' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [paid, failed] = rows as [HTMLElement, HTMLElement];
    expect(paid.textContent).toContain('Premium Yearly · ₹3,999');
    expect(paid.textContent).toContain('24 Nov 2026');
    expect(paid.textContent).toContain('Receipt KIR-2026-000042');
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByText('Test')).toBeTruthy();
    expect(failed.textContent).toContain('Premium Monthly · ₹399');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).queryByRole('button')).toBeNull();
    expect(within(history).getByText('Prices include GST.')).toBeTruthy();
    expect(within(history).getByText('Test mode — no money is charged')).toBeTruthy();

    fireEvent.click(within(paid).getByRole('button', { name: 'View receipt for Premium Yearly, 24 Nov 2026' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(receipt.textContent).toContain('KIR-2026-000042');
    expect(receipt.textContent).toContain('24 Nov 2026 – 24 Nov 2027');
    expect(receipt.textContent).toContain('₹3,999');
    expect(receipt.textContent).toContain('Prices include GST.');
    expect(receipt.textContent).toContain('Test payment: nothing was charged.');
    fireEvent.click(within(receipt).getByRole('button', { name: 'Print or save' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when the history could not load, with a retry', async () => {
    await openTab(FREE_USER, { paymentsList: () => jsonResponse(503, { message: 'Down', code: 'service-unavailable' }) });
    expect((await screen.findByText('Could not load your payments.')).closest('[role="alert"]')).toBeTruthy();
  });
});

