/**
 * Paid plans end to end over HTTP: the server talks to a fake Razorpay on loopback
 * (test/fake-razorpay.ts) exactly as it would to Razorpay, and is handed checkout results and webhooks
 * signed the way Razorpay signs them; a second server runs the built-in test gateway. Limits that follow
 * the plan are checked on the calls that enforce them: items, image upload links, video upload links.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Payment, type PaymentOrder, type PaymentResult, type PaymentVerifyPayload, type PremiumPackage, type User } from '@shared/api.ts';
import { setClockOffsetForTests } from '../../clock.ts';
import { startServer } from '../../server.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.ts';
import { newListing, newRegistration } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, TestClient, testConfig, type TestServer } from '../../test/test-server.ts';
import { recountTestPeriods } from './activation.ts';
import { insertPayment, insertPeriod, markPaid } from './payment-repo.ts';
import { issueImages, putBytes } from '../../test/uploads.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)('payments against a fake Razorpay on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-payments-'));
  let razorpay: FakeRazorpay;
  let server: TestServer;
  let plans: Record<string, PremiumPackage>;
  let categories: Record<string, string>;
  /** What the app logs, checked for the gateway's secrets at the end. */
  const logLines: string[] = [];
  const logSink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    const payments = { gateway: 'razorpay', keyId: razorpay.keyId, keySecret: razorpay.keySecret, webhookSecret: razorpay.webhookSecret, baseUrl: razorpay.baseUrl } as const;
    server = await startTestServer(kind, { dataDir, payments }, pino({ level: 'info' }, logSink));
    const packages = (await server.client().get(apiPaths.subscriptionPackages)).json as PremiumPackage[];
    plans = Object.fromEntries(packages.map((plan) => [plan.tier, plan]));
    categories = await categoryIds(server);
  });
  afterEach(() => setClockOffsetForTests(0));
  afterAll(async () => {
    await server.close();
    await razorpay.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (table: string) => Number((await server.db.knex(table).count<{ count: string }[]>('* as count'))[0]?.count);
  const periodsOf = async (userId: string) => Number((await server.db.knex('premium_periods').where({ user_id: userId }).count<{ count: string }[]>('* as count'))[0]?.count);
  const me = async (client: TestClient) => (await client.get('/api/auth/user')).json as User;

  const order = async (client: TestClient, tier: 'monthly' | 'yearly'): Promise<PaymentOrder> => {
    const response = await client.post(apiPaths.paymentOrders, { packageId: plans[tier]?.id });
    expect(response.status, response.text).toBe(201);
    return response.json as PaymentOrder;
  };
  const verify = (client: TestClient, payload: PaymentVerifyPayload) => client.post(apiPaths.paymentVerify, payload);
  const webhook = (delivery: { body: string; headers: Record<string, string> }) =>
    server.client().request('POST', apiPaths.paymentWebhook, { raw: delivery.body, headers: delivery.headers });
  const buy = async (client: TestClient, tier: 'monthly' | 'yearly'): Promise<PaymentResult> => {
    const made = await order(client, tier);
    const response = await verify(client, razorpay.checkout(made.orderId));
    expect(response.status, response.text).toBe(200);
    return response.json as PaymentResult;
  };

  describe('orders', () => {
    it('makes an order at the gateway in paise, authenticated with the key pair, and records it', async () => {
      const { client, user } = await signedInClient(server);
      const before = razorpay.orders.length;
      const made = await order(client, 'yearly');
      expect(made).toMatchObject({ amount: 399900, currency: 'INR', keyId: razorpay.keyId, testMode: false, packageId: plans.yearly?.id, packageName: 'Premium Yearly' });
      expect(razorpay.orders.length).toBe(before + 1);
      const atGateway = razorpay.orders.at(-1);
      expect(atGateway).toMatchObject({ id: made.orderId, amount: 399900, currency: 'INR' });
      expect(atGateway?.notes.userId).toBe(user.id);
      const history = (await client.get(apiPaths.payments)).json as Payment[];
      expect(history).toEqual([expect.objectContaining({ orderId: made.orderId, status: 'created', amountInr: '3999.00', tier: 'yearly', testMode: false, receiptNumber: null })]);
      expect((await order(client, 'monthly')).amount).toBe(39900);
    });

    it('refuses the free plan and an unknown package with 400, and a stranger with 401', async () => {
      const { client } = await signedInClient(server);
      const before = await count('payments');
      for (const packageId of [plans.free?.id, randomUUID(), 'not-a-uuid']) {
        const response = await client.post(apiPaths.paymentOrders, { packageId });
        expect(response.status, String(packageId)).toBe(400);
        expect(response.json).toMatchObject({ code: 'invalid-input' });
      }
      expect((await server.client().post(apiPaths.paymentOrders, { packageId: plans.monthly?.id })).status).toBe(401);
      expect(await count('payments')).toBe(before);
    });

    it('answers 502 and records nothing when the gateway refuses or is down', async () => {
      const { client } = await signedInClient(server);
      const before = await count('payments');
      razorpay.failWith = 500;
      try {
        const response = await client.post(apiPaths.paymentOrders, { packageId: plans.monthly?.id });
        expect(response.status).toBe(502);
        expect(response.json).toMatchObject({ code: 'payment-gateway-unavailable' });
      } finally {
        razorpay.failWith = undefined;
      }
      expect(await count('payments')).toBe(before);
    });
  });

  describe('verify', () => {
    it('activates the plan for 30 days with a receipt, and a repeat answers the same without a second activation', async () => {
      const { client, user } = await signedInClient(server);
      expect(user.premiumTier).toBe('free');
      const made = await order(client, 'monthly');
      const paid = razorpay.checkout(made.orderId);
      const first = await verify(client, paid);
      expect(first.status, first.text).toBe(200);
      const result = first.json as PaymentResult;
      expect(result.payment).toMatchObject({ orderId: made.orderId, paymentId: paid.paymentId, status: 'paid', tier: 'monthly', amountInr: '399.00' });
      expect(result.payment.receiptNumber).toMatch(/^KIR-\d{4}-\d{6}$/);
      expect(result.user.premiumTier).toBe('monthly');
      const periodDays = (Date.parse(result.payment.periodEnd ?? '') - Date.parse(result.payment.periodStart ?? '')) / DAY_MS;
      expect(periodDays).toBe(30);
      expect(result.user.premiumExpiresAt).toBe(result.payment.periodEnd);
      const again = await verify(client, paid);
      expect(again.status).toBe(200);
      expect((again.json as PaymentResult).payment.receiptNumber).toBe(result.payment.receiptNumber);
      expect(await periodsOf(user.id)).toBe(1);
      expect((await me(client)).premiumTier).toBe('monthly');
    });

    it('refuses a forged signature with 400 and activates nothing', async () => {
      const { client, user } = await signedInClient(server);
      const made = await order(client, 'yearly');
      const real = razorpay.checkout(made.orderId);
      const forgeries: PaymentVerifyPayload[] = [
        { ...real, signature: real.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
        { ...real, signature: 'not-a-signature' },
        { ...real, paymentId: 'pay_someoneelse1' },
        // Signed with the webhook secret instead of the key secret.
        { ...real, signature: razorpay.webhook('payment.captured', { orderId: made.orderId, paymentId: real.paymentId, amount: 399900 }).headers['x-razorpay-signature'] ?? '' },
      ];
      for (const forged of forgeries) {
        const response = await verify(client, forged);
        expect(response.status, forged.signature).toBe(400);
        expect(response.json).toMatchObject({ code: 'payment-signature-invalid' });
      }
      expect(await periodsOf(user.id)).toBe(0);
      expect((await me(client)).premiumTier).toBe('free');
      const [payment] = (await client.get(apiPaths.payments)).json as Payment[];
      expect(payment?.status).toBe('created');
    });

    it("answers 404 for someone else's order, and changes nothing for either", async () => {
      const { client: buyer, user } = await signedInClient(server);
      const { client: other } = await signedInClient(server);
      const made = await order(buyer, 'monthly');
      const response = await verify(other, razorpay.checkout(made.orderId));
      expect(response.status).toBe(404);
      expect((await verify(other, { orderId: 'order_unknown123', paymentId: 'pay_x', signature: 'f'.repeat(64) })).status).toBe(404);
      expect(await periodsOf(user.id)).toBe(0);
      expect((await other.get(apiPaths.payments)).json).toEqual([]);
    });

    it('extends a renewal from the end of the current paid period', async () => {
      const { client, user } = await signedInClient(server);
      const first = await buy(client, 'monthly');
      const second = await buy(client, 'yearly');
      expect(second.payment.periodStart).toBe(first.payment.periodEnd);
      expect((Date.parse(second.payment.periodEnd ?? '') - Date.parse(second.payment.periodStart ?? '')) / DAY_MS).toBe(365);
      expect(second.user.premiumExpiresAt).toBe(second.payment.periodEnd);
      // The yearly plan's limits apply from the moment it is bought.
      expect(second.user.premiumTier).toBe('yearly');
      const history = (await client.get(apiPaths.payments)).json as Payment[];
      expect(history.map((payment) => payment.tier)).toEqual(['yearly', 'monthly']);
      expect(await periodsOf(user.id)).toBe(2);
    });
  });

  describe('webhook', () => {
    it('activates once when one event is delivered 5 times', async () => {
      const { client, user } = await signedInClient(server);
      const made = await order(client, 'monthly');
      const delivery = razorpay.webhook('payment.captured', { orderId: made.orderId, paymentId: 'pay_webhook0001', amount: made.amount });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await webhook(delivery);
        expect(response.status, response.text).toBe(200);
      }
      expect(await periodsOf(user.id)).toBe(1);
      expect((await me(client)).premiumTier).toBe('monthly');
      const [payment] = (await client.get(apiPaths.payments)).json as Payment[];
      expect(payment).toMatchObject({ status: 'paid', paymentId: 'pay_webhook0001' });
    });

    it('knows a replayed signed body by what it says, not by its unsigned event id header', async () => {
      const { client, user } = await signedInClient(server);
      const made = await order(client, 'monthly');
      const delivery = razorpay.webhook('payment.captured', { orderId: made.orderId, paymentId: 'pay_replayed001', amount: made.amount });
      expect((await webhook(delivery)).json).toMatchObject({ outcome: 'activated' });
      const replayed = await webhook({ ...delivery, headers: { ...delivery.headers, 'x-razorpay-event-id': 'evt_fresh_looking' } });
      expect(replayed.json).toMatchObject({ received: true, outcome: 'duplicate' });
      expect(await server.db.knex('payment_events').where({ order_id: made.orderId })).toHaveLength(1);
      expect(await periodsOf(user.id)).toBe(1);
    });

    it('activates once when the webhook comes before the browser verifies, and when it comes after', async () => {
      const { client, user } = await signedInClient(server);
      // Before: the buyer's verify finds it paid and answers the same payment.
      const early = await order(client, 'monthly');
      const earlyPaid = razorpay.checkout(early.orderId);
      expect((await webhook(razorpay.webhook('order.paid', { orderId: early.orderId, paymentId: earlyPaid.paymentId, amount: early.amount }))).status).toBe(200);
      const verified = await verify(client, earlyPaid);
      expect(verified.status).toBe(200);
      expect((verified.json as PaymentResult).payment.status).toBe('paid');
      expect(await periodsOf(user.id)).toBe(1);
      // After: both captured and order.paid arrive late, the plan is not extended again.
      const late = await order(client, 'monthly');
      const latePaid = razorpay.checkout(late.orderId);
      expect((await verify(client, latePaid)).status).toBe(200);
      const expiresAfterVerify = (await me(client)).premiumExpiresAt;
      expect((await webhook(razorpay.webhook('payment.captured', { orderId: late.orderId, paymentId: latePaid.paymentId, amount: late.amount }))).status).toBe(200);
      expect((await webhook(razorpay.webhook('order.paid', { orderId: late.orderId, paymentId: latePaid.paymentId, amount: late.amount }))).status).toBe(200);
      expect(await periodsOf(user.id)).toBe(2);
      expect((await me(client)).premiumExpiresAt).toBe(expiresAfterVerify);
    });

    it('keeps a paid payment paid when payment.failed arrives after it, and marks an unpaid one failed', async () => {
      const { client, user } = await signedInClient(server);
      const paid = await buy(client, 'monthly');
      const failedLate = await webhook(razorpay.webhook('payment.failed', { orderId: paid.payment.orderId, paymentId: 'pay_failedlate01', amount: 39900 }));
      expect(failedLate.status).toBe(200);
      const unpaid = await order(client, 'yearly');
      expect((await webhook(razorpay.webhook('payment.failed', { orderId: unpaid.orderId, paymentId: 'pay_declined0001', amount: unpaid.amount }))).status).toBe(200);
      const history = (await client.get(apiPaths.payments)).json as Payment[];
      expect(history.find((p) => p.orderId === paid.payment.orderId)).toMatchObject({ status: 'paid', receiptNumber: paid.payment.receiptNumber, failureReason: null });
      expect(history.find((p) => p.orderId === unpaid.orderId)).toMatchObject({ status: 'failed', failureReason: 'Payment failed because the bank declined it', receiptNumber: null });
      expect((await me(client)).premiumTier).toBe('monthly');
      expect(await periodsOf(user.id)).toBe(1);
    });

    it('refuses a bad signature with 400 and writes nothing; answers 200 to valid events it has no use for', async () => {
      const { client, user } = await signedInClient(server);
      const made = await order(client, 'monthly');
      const delivery = razorpay.webhook('payment.captured', { orderId: made.orderId, paymentId: 'pay_forged00001', amount: made.amount });
      const events = await count('payment_events');
      for (const headers of [
        { ...delivery.headers, 'x-razorpay-signature': 'f'.repeat(64) },
        { ...delivery.headers, 'x-razorpay-signature': '' },
      ]) {
        const response = await server.client().request('POST', apiPaths.paymentWebhook, { raw: delivery.body, headers });
        expect(response.status).toBe(400);
        expect(response.json).toMatchObject({ code: 'payment-signature-invalid' });
      }
      // The right signature on a changed body.
      const tampered = await server.client().request('POST', apiPaths.paymentWebhook, { raw: delivery.body.replace('"upi"', '"card"'), headers: delivery.headers });
      expect(tampered.status).toBe(400);
      expect(await count('payment_events')).toBe(events);
      expect(await periodsOf(user.id)).toBe(0);
      // A signed event about an order this server never made, and one about a wrong amount.
      expect((await webhook(razorpay.webhook('payment.captured', { orderId: 'order_elsewhere01', paymentId: 'pay_elsewhere001', amount: 100 }))).status).toBe(200);
      expect((await webhook(razorpay.webhook('payment.captured', { orderId: made.orderId, paymentId: 'pay_cheap0000001', amount: 100 }))).status).toBe(200);
      expect(await periodsOf(user.id)).toBe(0);
    });
  });

  describe('limits follow the active plan', () => {
    const uploadPhotos = async (client: TestClient, itemId: string, howMany: number): Promise<string[]> => {
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
      const issued = await issueImages(client, itemId, howMany);
      for (const url of issued.uploadUrls) expect((await putBytes(client, url, photo, 'image/jpeg')).status).toBe(200);
      return issued.imageUrls;
    };
    const videoLink = (client: TestClient, itemId: string, megabytes: number) =>
      client.post(apiPaths.uploadVideo, { itemId, contentType: 'video/mp4', contentLength: megabytes * 1024 * 1024 });

    it('lets a monthly user have 10 photos and a 25 MB video, a yearly one 15 and 50 MB, and the free plan 5 and 5 MB', async () => {
      const { client: free } = await signedInClient(server);
      const freeItem = randomUUID();
      expect((await free.post(apiPaths.uploadImages, { imageCount: 6, itemId: freeItem })).status).toBe(400);
      expect((await videoLink(free, freeItem, 6)).status).toBe(413);
      const freeListing = await free.post('/api/items', newListing(categories.cameras ?? '', { imageUrls: Array.from({ length: 6 }, (_, n) => `/media/p${n}.webp`) }));
      expect(freeListing.status).toBe(400);
      expect(freeListing.json).toMatchObject({ fields: { imageUrls: 'You can upload maximum 5 photos.' } });

      const { client: monthly } = await signedInClient(server);
      await buy(monthly, 'monthly');
      const itemId = randomUUID();
      const photos = await uploadPhotos(monthly, itemId, 10);
      const created = await monthly.post('/api/items', newListing(categories.cameras ?? '', { id: itemId, imageUrls: photos }));
      expect(created.status, created.text).toBe(201);
      // With the plan's number as a figure and the field's code, for a client that words it in Hindi.
      expect((await monthly.post(apiPaths.uploadImages, { imageCount: 11, itemId })).json).toMatchObject({
        fields: { imageCount: 'You can upload maximum 10 photos.' },
        fieldCodes: { imageCount: 'too-many-photos' },
        details: { maxPhotos: 10 },
      });
      expect((await videoLink(monthly, itemId, 25)).status).toBe(200);
      expect((await videoLink(monthly, itemId, 26)).status).toBe(413);

      const { client: yearly } = await signedInClient(server);
      await buy(yearly, 'yearly');
      const yearlyItem = randomUUID();
      const yearlyPhotos = await uploadPhotos(yearly, yearlyItem, 15);
      expect((await yearly.post('/api/items', newListing(categories.cameras ?? '', { id: yearlyItem, imageUrls: yearlyPhotos }))).status).toBe(201);
      expect((await yearly.post(apiPaths.uploadImages, { imageCount: 16, itemId: yearlyItem })).status).toBe(400);
      expect((await videoLink(yearly, yearlyItem, 50)).status).toBe(200);
      expect((await videoLink(yearly, yearlyItem, 51)).status).toBe(413);
    });

    it('goes back to the free limits once the plan has expired', async () => {
      const { client } = await signedInClient(server);
      await buy(client, 'monthly');
      const itemId = randomUUID();
      const photos = await uploadPhotos(client, itemId, 6);
      setClockOffsetForTests(31 * DAY_MS);
      const refused = await client.post('/api/items', newListing(categories.cameras ?? '', { id: itemId, imageUrls: photos }));
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ fields: { imageUrls: 'You can upload maximum 5 photos.' } });
      expect((await client.post(apiPaths.uploadImages, { imageCount: 6, itemId })).status).toBe(400);
      expect((await videoLink(client, itemId, 6)).status).toBe(413);
      expect((await client.post('/api/items', newListing(categories.cameras ?? '', { id: itemId, imageUrls: photos.slice(0, 5) }))).status).toBe(201);
    });
  });

  it('cannot hold two periods for one payment, or a paid payment without its receipt, whatever the code does', async () => {
    const { client, user } = await signedInClient(server);
    const bought = await buy(client, 'monthly');
    const period = { user_id: user.id, payment_id: bought.payment.id, tier: 'monthly', starts_at: new Date(), ends_at: new Date(Date.now() + DAY_MS) };
    await expect(server.db.knex('premium_periods').insert(period)).rejects.toThrow('premium_periods_payment_id_unique');
    const unpaid = await order(client, 'monthly');
    await expect(server.db.knex('payments').where({ order_id: unpaid.orderId }).update({ status: 'paid', paid_at: new Date() })).rejects.toThrow('payments_paid_is_complete');
    await expect(server.db.knex('payments').where({ order_id: unpaid.orderId }).update({ receipt_number: 'KIR-2026-999999' })).rejects.toThrow('payments_paid_is_complete');
    expect(await periodsOf(user.id)).toBe(1);
  });

  it('never logs the key secret or the webhook secret, even when the gateway fails or a signature is wrong', () => {
    const logs = logLines.join('');
    expect(logs).toContain('payment webhook');
    expect(logs).toContain('The payment service could not be reached');
    expect(logs).not.toContain(razorpay.keySecret);
    expect(logs).not.toContain(razorpay.webhookSecret);
    expect(logs).not.toContain(Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64'));
  });

  it('counts no period bought in test mode: a real payment starts now, and the plan follows the real periods alone', async () => {
    const { client, user } = await signedInClient(server);
    // A yearly period the test gateway granted before the keys were configured, still running.
    const at = new Date();
    await server.db.knex.transaction(async (trx) => {
      const id = randomUUID();
      await insertPayment(trx, { id, userId: user.id, packageId: plans.yearly?.id ?? '', tier: 'yearly', gateway: 'test', orderId: `order_test_${id.slice(0, 8)}`, amountPaise: 399900, at });
      await markPaid(trx, id, `pay_test_${id.slice(0, 8)}`, at);
      await insertPeriod(trx, { userId: user.id, paymentId: id, tier: 'yearly', startsAt: at, endsAt: new Date(at.getTime() + 365 * DAY_MS), testMode: true });
    });
    const result = await buy(client, 'monthly');
    expect(result.user.premiumTier).toBe('monthly');
    const paidUntil = new Date(result.user.premiumExpiresAt ?? 0).getTime();
    expect(paidUntil).toBeGreaterThanOrEqual(at.getTime() + 30 * DAY_MS - 60_000);
    expect(paidUntil).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 60_000);
    expect(result.payment).toMatchObject({ testMode: false, periodStart: expect.any(String) });
    expect(new Date(result.payment.periodStart ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('has no test checkout when provider keys are configured', async () => {
    const { client } = await signedInClient(server);
    const made = await order(client, 'monthly');
    const response = await client.post(apiPaths.paymentTestCheckout, { orderId: made.orderId, outcome: 'paid' });
    expect(response.status).toBe(404);
    expect((await me(client)).premiumTier).toBe('free');
  });
});

describe.each(testDatabaseKinds)('the built-in test gateway on %s', (kind) => {
  let server: TestServer;
  let plans: Record<string, PremiumPackage>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const packages = (await server.client().get(apiPaths.subscriptionPackages)).json as PremiumPackage[];
    plans = Object.fromEntries(packages.map((plan) => [plan.tier, plan]));
  });
  afterAll(() => server.close());

  const order = async (client: TestClient, tier: 'monthly' | 'yearly'): Promise<PaymentOrder> => {
    const response = await client.post(apiPaths.paymentOrders, { packageId: plans[tier]?.id });
    expect(response.status, response.text).toBe(201);
    return response.json as PaymentOrder;
  };

  it('checks out paid in test mode: test-checkout signs, verify activates', async () => {
    const { client } = await signedInClient(server);
    const made = await order(client, 'yearly');
    expect(made).toMatchObject({ keyId: 'rzp_test_kiraya', testMode: true, amount: 399900 });
    expect(made.orderId).toMatch(/^order_test_/);
    const checkout = await client.post(apiPaths.paymentTestCheckout, { orderId: made.orderId, outcome: 'paid' });
    expect(checkout.status, checkout.text).toBe(200);
    const signed = checkout.json as PaymentVerifyPayload;
    expect(signed.orderId).toBe(made.orderId);
    const verified = await client.post(apiPaths.paymentVerify, signed);
    expect(verified.status, verified.text).toBe(200);
    const result = verified.json as PaymentResult;
    expect(result.user.premiumTier).toBe('yearly');
    expect(result.payment).toMatchObject({ status: 'paid', testMode: true });
    // A forged test signature is refused as a forged Razorpay one would be.
    const other = await order(client, 'monthly');
    expect((await client.post(apiPaths.paymentVerify, { ...signed, orderId: other.orderId })).status).toBe(400);
  });

  it('checks out failed: the payment is failed with a clear code, the user stays free', async () => {
    const { client } = await signedInClient(server);
    const made = await order(client, 'monthly');
    const checkout = await client.post(apiPaths.paymentTestCheckout, { orderId: made.orderId, outcome: 'failed' });
    expect(checkout.status).toBe(200);
    expect(checkout.json).toMatchObject({ error: { code: 'payment-failed', message: expect.stringContaining('Nothing was charged') } });
    const [payment] = (await client.get(apiPaths.payments)).json as Payment[];
    expect(payment).toMatchObject({ status: 'failed', testMode: true, receiptNumber: null });
    expect(((await client.get('/api/auth/user')).json as User).premiumTier).toBe('free');
  });

  it('takes premium bought in test mode away when the server runs without the test gateway, and gives it back with it', async () => {
    const { client, user } = await signedInClient(server);
    const made = await order(client, 'yearly');
    const signed = (await client.post(apiPaths.paymentTestCheckout, { orderId: made.orderId, outcome: 'paid' })).json as PaymentVerifyPayload;
    const paid = (await client.post(apiPaths.paymentVerify, signed)).json as PaymentResult;
    expect(paid.user.premiumTier).toBe('yearly');
    expect(await server.db.knex('premium_periods').where({ user_id: user.id }).first('test_mode')).toEqual({ test_mode: true });

    // Real keys configured (or payments off): the test period is history, not paid time.
    expect(await recountTestPeriods(server.db.knex, { testMode: false })).toBeGreaterThanOrEqual(1);
    const me = async () => (await client.get('/api/auth/user')).json as User;
    expect(await me()).toMatchObject({ premiumTier: 'free', premiumExpiresAt: null });
    expect((await client.get(apiPaths.payments)).json).toMatchObject([{ status: 'paid', testMode: true }]);

    await recountTestPeriods(server.db.knex, { testMode: true });
    expect(await me()).toMatchObject({ premiumTier: 'yearly', premiumExpiresAt: paid.user.premiumExpiresAt });
  });

  it("answers 404 to a test checkout of someone else's order", async () => {
    const { client: buyer } = await signedInClient(server);
    const { client: other } = await signedInClient(server);
    const made = await order(buyer, 'monthly');
    expect((await other.post(apiPaths.paymentTestCheckout, { orderId: made.orderId, outcome: 'paid' })).status).toBe(404);
  });
});

describe.each(testDatabaseKinds)('payments off (production without payment keys) on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { payments: { gateway: 'off' } });
  });
  afterAll(() => server.close());

  it('shows the plans, none of them payable, and refuses every way to buy one: nothing recorded, nobody premium', async () => {
    const packages = (await server.client().get(apiPaths.subscriptionPackages)).json as PremiumPackage[];
    expect(packages.map((plan) => [plan.tier, plan.payable])).toEqual([
      ['free', false],
      ['monthly', false],
      ['yearly', false],
    ]);
    const { client } = await signedInClient(server);
    const ordered = await client.post(apiPaths.paymentOrders, { packageId: packages.find((plan) => plan.tier === 'yearly')?.id });
    expect(ordered.status).toBe(503);
    expect(ordered.json).toMatchObject({ code: 'payments-unavailable', message: expect.stringContaining('Nothing was charged') });
    expect((await client.post(apiPaths.paymentTestCheckout, { orderId: 'order_test_0000000001', outcome: 'paid' })).status).toBe(404);
    const forged = { orderId: 'order_test_0000000001', paymentId: 'pay_test_0000000001', signature: 'a'.repeat(64) };
    expect((await client.post(apiPaths.paymentVerify, forged)).json).toMatchObject({ code: 'payments-unavailable' });
    const webhook = await server.client().request('POST', apiPaths.paymentWebhook, {
      raw: JSON.stringify({ event: 'order.paid' }),
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
    });
    expect(webhook.status).toBe(503);
    expect(Number((await server.db.knex('payments').count<{ count: string }[]>('* as count'))[0]?.count)).toBe(0);
    expect(((await client.get('/api/auth/user')).json as User).premiumTier).toBe('free');
  });
});

describe('a restart under another payment setting', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-payments-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const quiet = { write: () => true };

  it('recounts premium bought in test mode at start: none of it under real keys', async () => {
    const testGateway = await startServer(testConfig({ dataDir }), quiet);
    const client = new TestClient(testGateway.url);
    let bought: PaymentResult;
    try {
      const registered = await client.post('/api/register', newRegistration());
      expect(registered.status, registered.text).toBe(201);
      const yearly = ((await client.get(apiPaths.subscriptionPackages)).json as PremiumPackage[]).find((plan) => plan.tier === 'yearly');
      const made = (await client.post(apiPaths.paymentOrders, { packageId: yearly?.id })).json as PaymentOrder;
      const signed = (await client.post(apiPaths.paymentTestCheckout, { orderId: made.orderId, outcome: 'paid' })).json as PaymentVerifyPayload;
      bought = (await client.post(apiPaths.paymentVerify, signed)).json as PaymentResult;
      expect(bought.user.premiumTier).toBe('yearly');
    } finally {
      await testGateway.stop();
    }

    const realKeys = { gateway: 'razorpay', keyId: 'rzp_live_restart', keySecret: 'key-secret-restart', webhookSecret: 'hook-secret-restart', baseUrl: 'http://127.0.0.1:9' } as const;
    const restarted = await startServer(testConfig({ dataDir, payments: realKeys }), quiet);
    try {
      // The same browser, its session kept, on the restarted server.
      const again = client.at(restarted.url);
      expect((await again.get('/api/auth/user')).json).toMatchObject({ id: bought.user.id, premiumTier: 'free', premiumExpiresAt: null });
      expect(((await again.get(apiPaths.subscriptionPackages)).json as PremiumPackage[]).map((plan) => plan.payable)).toEqual([false, true, true]);
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});
