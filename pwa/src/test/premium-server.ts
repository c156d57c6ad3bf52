/**
 * A fake server for the premium calls, at fetch (the PWA's network boundary): the plans as
 * the migration seeds them, orders (test mode or Razorpay's), the test gateway's checkout, verify,
 * the payments history, and who is signed in. Each call can be replaced by a script.
 */
import type { Payment, PaymentOrder, PaymentVerifyPayload, PremiumPackage, User } from '@shared/api.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';

export const PLANS: PremiumPackage[] = [
  { id: '0193d000-0000-7000-8000-000000000001', tier: 'free', name: 'Free', priceInr: '0.00', features: ['5 photos per listing', '5 MB video', 'Standard placement', 'Basic support'], maxPhotos: 5, maxVideoSizeMb: 5, payable: false },
  { id: '0193d000-0000-7000-8000-000000000002', tier: 'monthly', name: 'Premium Monthly', priceInr: '399.00', features: ['10 photos per listing', '25 MB video', 'Featured placement', 'Priority support'], maxPhotos: 10, maxVideoSizeMb: 25, payable: true },
  { id: '0193d000-0000-7000-8000-000000000003', tier: 'yearly', name: 'Premium Yearly', priceInr: '3999.00', features: ['15 photos per listing', '50 MB video', 'Top placement', 'Priority support'], maxPhotos: 15, maxVideoSizeMb: 50, payable: true },
];
export const [FREE_PLAN, MONTHLY_PLAN, YEARLY_PLAN] = PLANS as [PremiumPackage, PremiumPackage, PremiumPackage];

export const SIGNED: PaymentVerifyPayload = { orderId: 'order_T3st0001', paymentId: 'pay_T3st0001', signature: 'a'.repeat(64) };

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '0193d111-0000-7000-8000-000000000001',
    orderId: SIGNED.orderId,
    paymentId: SIGNED.paymentId,
    packageId: YEARLY_PLAN.id,
    packageName: YEARLY_PLAN.name,
    tier: 'yearly',
    amountInr: '3999.00',
    status: 'paid',
    testMode: true,
    createdAt: '2026-11-24T09:00:00.000Z',
    paidAt: '2026-11-24T09:01:00.000Z',
    receiptNumber: 'KIR-2026-000042',
    periodStart: '2026-11-24T09:01:00.000Z',
    periodEnd: '2027-11-24T09:01:00.000Z',
    failureReason: null,
    ...overrides,
  };
}

type Answer = Response | Promise<Response>;
export interface PremiumServerScript {
  testMode?: boolean;
  payments?: Payment[];
  plans?: () => Answer;
  order?: () => Answer;
  verify?: (body: PaymentVerifyPayload) => Answer | undefined;
  paymentsList?: () => Answer;
}

/** `user` answers GET /api/auth/user until a verified payment makes them premium (`afterPayment`). */
export function premiumServer(user: User, afterPayment: User, script: PremiumServerScript = {}) {
  let current = user;
  let payments = script.payments ?? [];
  const spy = stubFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    const body = (): unknown => JSON.parse(String(init.body));
    if (url === '/api/auth/user') return jsonResponse(200, current);
    if (url === '/api/subscription-packages') return script.plans?.() ?? jsonResponse(200, PLANS);
    if (url === '/api/payments' && method === 'GET') return script.paymentsList?.() ?? jsonResponse(200, payments);
    if (url === '/api/payments/orders' && method === 'POST') {
      if (script.order) return script.order();
      const { packageId } = body() as { packageId: string };
      const plan = PLANS.find((candidate) => candidate.id === packageId);
      if (!plan) return jsonResponse(404, { message: 'Plan not found', code: 'not-found' });
      const order: PaymentOrder = {
        orderId: SIGNED.orderId,
        amount: Math.round(Number(plan.priceInr) * 100),
        currency: 'INR',
        keyId: script.testMode === false ? 'rzp_live_key' : 'rzp_test_kiraya',
        testMode: script.testMode ?? true,
        packageId: plan.id,
        packageName: plan.name,
      };
      return jsonResponse(201, order);
    }
    if (url === '/api/payments/test-checkout' && method === 'POST') {
      const { outcome } = body() as { orderId: string; outcome: 'paid' | 'failed' };
      return outcome === 'paid' ? jsonResponse(200, SIGNED) : jsonResponse(200, { error: 'Payment declined by the test gateway' });
    }
    if (url === '/api/payments/verify' && method === 'POST') {
      const payload = body() as PaymentVerifyPayload;
      const scripted = script.verify?.(payload);
      if (scripted) return scripted;
      if (payload.signature !== SIGNED.signature) return jsonResponse(400, { message: 'The payment could not be verified', code: 'invalid-input' });
      current = afterPayment;
      const payment = makePayment();
      payments = [payment, ...payments];
      return jsonResponse(200, { payment, user: current });
    }
    return jsonResponse(404, { message: `No fake for ${method} ${url}`, code: 'not-found' });
  });
  const calls = (): string[] => spy.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
  const bodyOf = (path: string): unknown => {
    const call = spy.mock.calls.find(([url, init]) => String(url) === path && init?.method === 'POST');
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
  };
  return { spy, calls, bodyOf };
}
