/**
 * A fake Razorpay on loopback for the payment tests ("not a mock of our own code"): the real
 * HTTP API surface the server uses — POST /v1/orders with Basic auth — plus what Razorpay's checkout
 * and webhooks would produce, signed with the same secrets the way Razorpay signs them. The server
 * under test is configured with RAZORPAY_BASE_URL pointing here.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface FakeRazorpay {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Every order made, in order; the request count includes refused ones. */
  orders: FakeOrder[];
  requests: number;
  /** Answer the next order requests with this status (simulates an outage), until set back to undefined. */
  failWith: number | undefined;
  /** What Razorpay's checkout hands the page once the buyer paid. */
  checkout: (orderId: string) => { orderId: string; paymentId: string; signature: string };
  /** A webhook delivery: the exact bytes and the headers Razorpay sends. */
  webhook: (event: 'payment.captured' | 'order.paid' | 'payment.failed', order: { orderId: string; paymentId: string; amount: number }, eventId?: string) => {
    body: string;
    headers: Record<string, string>;
  };
  close: () => Promise<void>;
}

const hmac = (secret: string, data: string): string => createHmac('sha256', secret).update(data).digest('hex');
const newId = (prefix: string): string => `${prefix}_${randomBytes(7).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake';
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const fake: FakeRazorpay = {
    baseUrl: '',
    keyId,
    keySecret,
    webhookSecret,
    orders: [],
    requests: 0,
    failWith: undefined,
    checkout: (orderId) => {
      const paymentId = newId('pay');
      return { orderId, paymentId, signature: hmac(keySecret, `${orderId}|${paymentId}`) };
    },
    webhook: (event, { orderId, paymentId, amount }, eventId = newId('evt')) => {
      const failed = event === 'payment.failed';
      const payment = {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: failed ? 'failed' : 'captured',
          order_id: orderId,
          method: 'upi',
          captured: !failed,
          error_code: failed ? 'BAD_REQUEST_ERROR' : null,
          error_description: failed ? 'Payment failed because the bank declined it' : null,
        },
      };
      const payload =
        event === 'order.paid'
          ? { payment, order: { entity: { id: orderId, entity: 'order', amount, amount_paid: amount, currency: 'INR', status: 'paid' } } }
          : { payment };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(webhookSecret, body), 'x-razorpay-event-id': eventId } };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      fake.requests += 1;
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const text = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/v1/orders') return answer(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
      if (request.headers.authorization !== expectedAuth) return answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (fake.failWith !== undefined) return answer(fake.failWith, { error: { code: 'SERVER_ERROR', description: 'The server is down' } });
      const body = JSON.parse(text) as { amount: number; currency: string; receipt: string; notes?: Record<string, string> };
      if (!Number.isInteger(body.amount) || body.amount < 100) return answer(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } });
      const order: FakeOrder = { id: newId('order'), amount: body.amount, currency: body.currency, receipt: body.receipt, notes: body.notes ?? {} };
      fake.orders.push(order);
      answer(200, { ...order, entity: 'order', amount_paid: 0, amount_due: body.amount, status: 'created', attempts: 0, created_at: Math.floor(Date.now() / 1000) });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
