/**
 * No input reaches a 5xx, and bad input changes nothing, for every route of the API (listed from
 * routeModules, so a route added later is fuzzed without touching this file) and for the paths of the
 * app shell and media.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Router from '@koa/router';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AppNotification, type Booking, type Category, type Item, type Message, type PaymentOrder, type PremiumPackage, type User } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { routeModules } from './app.ts';
import { REFUSED_BY_DATABASE } from './middleware/error-handler.ts';
import { SESSION_COOKIE_NAME } from './session/session-store.ts';
import {
  anyBody,
  bodyPlan,
  CORPUS_CURSORS,
  CORPUS_TEXT,
  CORPUS_VALUES,
  cursorQuery,
  encodePart,
  ENCODED_BODIES,
  forgedCookie,
  idempotencyKey,
  junkParam,
  MALFORMED_JSON,
  mutatedBody,
  ODD_METHODS_FIRST,
  oddMethods,
  QUERY_KEYS,
  queryString,
  type BodyPlan,
} from './test/bad-input.ts';
import { changedTables, nextTransactionId, snapshotQuery, snapshotTables, type DbSnapshot } from './test/db-snapshot.ts';
import { newListing, newRegistration } from './test/factories.ts';
import { cookiesOf, rawRequest, type RawResponse } from './test/raw-request.ts';
import { testDatabaseKinds } from './test/test-databases.ts';
import { startTestServer, type TestServer } from './test/test-server.ts';
import type { AppRouter } from './types.ts';

/*
 * fast-check generates requests (bad-input.ts: wrong types, missing and extra fields, huge and nested
 * values, NUL and control characters, malformed JSON and encodings, odd methods, forged cursors, ids
 * and session cookies), signed in and out, with and without Idempotency-Key. Each must answer below
 * 500, as JSON when it is an API error, refused by the app's own checks (not by the database, the error
 * handler's last line of defence), and a refused one must leave every table as it was. The seed is
 * printed; `FUZZ_SEED=<seed>` replays a run, `FUZZ_RUNS=<n>` sets runs per route.
 *
 * Two kinds of table are left out of the comparison, because refusing a request rightly writes them:
 * the sign-in throttle's (a refused wrong password must be counted: that is its job) and `sessions`
 * (a GET signs out, and the harness signs in again between runs, from its own address).
 */

/** Reads that may rightly write: a listing's calendar feed address makes its secret on the owner's first ask. */
const WRITING_READS = /^\/api\/items\/[^/]+\/calendar-feed$/;

/** API paths a browser navigates to (provider sign-in), whose refusals are pages rather than JSON. */
const BROWSER_PAGES = new Set<string>([apiPaths.providerLogin, apiPaths.providerCallback, apiPaths.providerLink, apiPaths.providerEmail]);

/** Bookkeeping a refused request may rightly write (see the header). */
const isBookkeeping = (table: string): boolean => /session|throttle/.test(table);

/** The harness signs in from its own loopback address, so the fuzzed sign-ins never throttle it. */
const HARNESS_ADDRESS = '127.0.0.2';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

interface Route {
  methods: string[];
  /** The path with :params, as the router lists it. */
  template: string;
}

function apiRoutes(): Route[] {
  const router: AppRouter = new Router();
  for (const addRoutes of routeModules) addRoutes(router);
  return router.stack
    .filter((layer) => layer.methods.length > 0)
    .map((layer) => ({ methods: layer.methods.filter((method) => method !== 'HEAD'), template: String(layer.path) }));
}

/** Paths outside the API: the app shell, its files, a page, media. Only GET and HEAD belong there. */
const pageRoutes: Route[] = ['/', '/index.html', '/assets/app-123.js', '/listing/some-page', '/media/i/0000.webp', '/media/../secrets.json'].map((template) => ({
  methods: ['GET'],
  template,
}));

/** A request before its path is put together. */
interface Draft {
  method: string;
  parts: string[];
  query: string;
  body: BodyPlan;
  signedIn: boolean;
  idempotencyKey: string | undefined;
  crossSite: boolean;
  /** A Cookie header no session signed, sent instead of the harness's. */
  forgedCookie?: string | undefined;
}

interface Plan {
  method: string;
  path: string;
  body: BodyPlan;
  signedIn: boolean;
  idempotencyKey: string | undefined;
  crossSite: boolean;
  forgedCookie?: string | undefined;
}

describe.each(testDatabaseKinds)('bad input to every route on %s', (kind) => {
  const runs = Number(process.env.FUZZ_RUNS ?? (kind === 'pglite' ? 80 : 30));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-fuzz-'));
  const staticDir = mkdtempSync(path.join(tmpdir(), 'kiraya-fuzz-static-'));
  let server: TestServer;
  let snapshot: () => Promise<DbSnapshot>;
  let baseline: DbSnapshot;
  /** The next transaction id when the tables last matched `baseline`: until it moves, they still do. */
  let baselineMark = '';
  let cookie = '';
  let owner: User;
  let ownerPassword = '';
  /** Real ids and slugs the generated paths pick from; a deleted listing is replaced. */
  const realValues: string[] = [];
  const samples: Record<string, Record<string, unknown>> = {};
  let acceptedWrites = 0;
  const warnings: string[] = [];

  const harness = (method: string, target: string, body?: unknown): Promise<RawResponse> =>
    rawRequest(server.url, {
      method,
      path: target,
      localAddress: HARNESS_ADDRESS,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const signIn = async (): Promise<void> => {
    cookie = '';
    const response = await harness('POST', '/api/login/email', { username: owner.username, password: ownerPassword });
    if (response.status !== 200) throw new Error(`the harness could not sign in: ${response.status} ${response.text}`);
    cookie = cookiesOf(response);
  };

  const createListing = async (categoryId: string): Promise<string> => {
    const response = await harness('POST', '/api/items', newListing(categoryId));
    if (response.status !== 201) throw new Error(`the harness could not list: ${response.status} ${response.text}`);
    return (response.json as Item).id;
  };

  /**
   * The new baseline, taken once the app's work after its responses (media removal) has finished. Its
   * mark is read before the snapshot, so a write racing the snapshot still moves it.
   */
  const settleBaseline = async (): Promise<void> => {
    await server.afterResponses();
    baselineMark = await nextTransactionId(server.db.knex);
    baseline = await snapshot();
  };

  /** The tables (bookkeeping aside) that differ from the baseline; fingerprinted only if a write happened. */
  const changedSinceBaseline = async (): Promise<string[]> => {
    const mark = await nextTransactionId(server.db.knex);
    if (mark === baselineMark) return [];
    const changed = changedTables(baseline, await snapshot());
    // Only bookkeeping was written (a session, a throttle): the next check can start from here.
    if (changed.length === 0) baselineMark = mark;
    return changed;
  };

  beforeAll(async () => {
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Kiraya</title>');
    // Warnings of the app are kept: a value only the database refused means a schema has a hole.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) warnings.push((JSON.parse(line) as { msg: string }).msg);
        done();
      },
    });
    server = await startTestServer(kind, { dataDir, staticDir }, pino({ level: 'warn' }, sink));
    console.info(`bad input property test on ${kind}: seed ${seed}, ${runs} runs per route (replay: FUZZ_SEED=${seed})`);
    const registration = newRegistration();
    ownerPassword = registration.password;
    const registered = await harness('POST', '/api/register', registration);
    owner = registered.json as User;
    cookie = cookiesOf(registered);
    const stranger = server.client();
    const strangerUser = (await stranger.post('/api/register', newRegistration())).json as User;
    const categories = (await server.client().get('/api/categories')).json as Category[];
    const camera = categories.find((category) => category.slug === 'cameras') ?? categories[0];
    if (!camera) throw new Error('no categories');
    const strangersItem = ((await stranger.post('/api/items', newListing(camera.id))).json as Item).id;
    const ownItems = [await createListing(camera.id), await createListing(camera.id)];
    realValues.push(...ownItems, strangersItem, owner.id, strangerUser.id, camera.slug, camera.id);
    // A conversation each way, so the conversation and notification calls meet real ids of both sides.
    const contact = (itemId: string) => ({ itemId, name: 'Fuzz User', email: 'fuzz@example.in', message: 'Is it free on Sunday?' });
    const asked = (await harness('POST', '/api/messages', contact(strangersItem))).json as Message;
    const askedBy = (await stranger.post('/api/messages', contact(ownItems[0] ?? ''))).json as Message;
    const [notification] = (await harness('GET', '/api/notifications')).json as AppNotification[];
    realValues.push(asked.conversationId, askedBy.conversationId, ...(notification ? [notification.id] : []));
    // A booking request each way, so the booking calls meet real ids of both sides.
    const days = (from: number, to: number) => ({ startDate: addDays(todayInIndia(), from), endDate: addDays(todayInIndia(), to) });
    const requested = (await harness('POST', '/api/bookings', { itemId: strangersItem, ...days(5, 8) })).json as Booking;
    const requestedOf = (await stranger.post('/api/bookings', { itemId: ownItems[0], ...days(5, 8) })).json as Booking;
    realValues.push(requested.id, requestedOf.id);

    // An order of the harness's user, so the payment calls meet a real order id (verified with a wrong signature).
    const monthly = ((await harness('GET', '/api/subscription-packages')).json as PremiumPackage[]).find((plan) => plan.tier === 'monthly');
    const paymentOrder = (await harness('POST', '/api/payments/orders', { packageId: monthly?.id })).json as PaymentOrder;
    realValues.push(paymentOrder.orderId);

    const listing = newListing(camera.id);
    Object.assign(samples, {
      'POST /api/register': { username: 'fuzz_user', email: 'fuzz@example.in', fullName: 'Fuzz User', password: 'correct horse battery' },
      'POST /api/login/email': { username: 'fuzz_user', password: 'not the password' },
      'POST /api/items': listing,
      'PUT /api/items/:id': listing,
      'PUT /api/users/:id': { fullName: 'Asha Verma', location: 'Pune, Maharashtra', phone: '9876543210' },
      'PUT /api/users/:id/locale': { locale: 'hi', chosen: false },
      'POST /api/website-reviews': { rating: 5, reviewText: 'A fine place to rent a camera.' },
      'POST /api/bookings/:id/reviews': { rating: 4, text: 'Sharp lens, owner was on time.' },
      'POST /api/favorites': { changes: [{ itemId: strangersItem, favorite: true, changedAt: new Date().toISOString() }] },
      'POST /api/items/changes': { ids: ownItems, since: null, limit: 10 },
      'POST /api/upload/images': { imageCount: 1, itemId: ownItems[0] },
      'POST /api/upload/video': { itemId: ownItems[0], contentType: 'video/mp4', contentLength: 1000 },
      'PUT /api/profile/picture': { profileImageUrl: '/media/a/0000.webp' },
      'POST /api/messages': { itemId: strangersItem, name: 'Fuzz User', email: 'fuzz@example.in', phone: '+919876543210', message: 'Still free?' },
      'POST /api/conversations/:id/messages': { message: 'Yes, still free.' },
      'POST /api/contact-interactions': { itemId: strangersItem, interactionType: 'whatsapp', contactMethod: 'whatsapp' },
      'POST /api/push/subscriptions': { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz', expirationTime: null, keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa40HI80NM9LdNnC', auth: 'tBHItJI5svbpez7KI4CCXg' } },
      'DELETE /api/push/subscriptions': { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' },
      'POST /api/bookings': { itemId: strangersItem, startDate: addDays(todayInIndia(), 20), endDate: addDays(todayInIndia(), 23), message: 'Free that week?' },
      'POST /api/bookings/:id/decline': { reason: 'Away that week' },
      'POST /api/bookings/:id/cancel': { reason: 'Plans changed' },
      'POST /api/verification-documents': { documentType: 'pan', documentNumber: 'ABCDE1234F', holderName: 'Fuzz User', documentImageUrls: [] },
      'PUT /api/verification-documents/:id': { documentType: 'pan', documentNumber: 'ABCDE1234F', holderName: 'Fuzz User', documentImageUrls: [] },
      'POST /api/upload/document-images': { imageCount: 1 },
      'PUT /api/admin/verification-documents/:id/verify': { status: 'rejected', rejectionReason: 'The photo is blurred' },
      'POST /api/payments/orders': { packageId: monthly?.id },
      'POST /api/payments/verify': { orderId: paymentOrder.orderId, paymentId: 'pay_fuzz0000001', signature: 'a'.repeat(64) },
      'POST /api/payments/test-checkout': { orderId: paymentOrder.orderId, outcome: 'paid' },
      'POST /api/support': { message: 'My photos do not upload on my phone.' },
      'POST /api/admin/support/:id/answer': { answer: 'Please try again on Wi-Fi.' },
      'PUT /api/items/:id/blocked-dates': { ranges: [{ start: addDays(todayInIndia(), 40), end: addDays(todayInIndia(), 42) }] },
    });
    snapshot = snapshotQuery(server.db.knex, await snapshotTables(server.db.knex, isBookkeeping));
    await settleBaseline();
  });

  afterAll(async () => {
    console.info(`bad input property test on ${kind}: ${acceptedWrites} generated writes were valid and accepted`);
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

  /**
   * One request to the route. Most carry one fault on an otherwise valid request (real ids, the
   * sample body), so that fault is what the server must answer; some carry many at once.
   */
  const planFor = (route: Route): fc.Arbitrary<Plan> => {
    const parts = route.template.split('/');
    const paramAt = parts.flatMap((part, index) => (part.startsWith(':') ? [index] : []));
    const realPath = fc.array(fc.nat(), { minLength: parts.length, maxLength: parts.length }).map((picks) =>
      parts.map((part, index) => (part.startsWith(':') ? encodePart(realValues[(picks[index] ?? 0) % realValues.length] ?? '') : part)),
    );
    const sample = route.methods.map((method) => samples[`${method} ${route.template}`]).find((body) => body !== undefined);
    const takesBody = route.methods.some((method) => method !== 'GET');
    const validBody: BodyPlan = sample
      ? { bytes: Buffer.from(JSON.stringify(sample)), contentType: 'application/json', contentEncoding: undefined }
      : { bytes: undefined, contentType: undefined, contentEncoding: undefined };
    const badBody = bodyPlan(sample ? fc.oneof({ weight: 3, arbitrary: mutatedBody(sample) }, { weight: 1, arbitrary: anyBody }) : anyBody);
    const base: fc.Arbitrary<Draft> = fc.record({
      method: fc.constantFrom(...route.methods),
      parts: realPath,
      query: fc.constant(''),
      body: fc.constant(validBody),
      signedIn: fc.boolean(),
      idempotencyKey: fc.option(fc.uuid().map((uuid) => `fuzz-${uuid}`), { nil: undefined }),
      crossSite: fc.constant(false),
    });
    const withFault = <T,>(fault: fc.Arbitrary<T>, apply: (request: Draft, value: T) => Draft) =>
      fc.tuple(base, fault).map(([request, value]) => apply(request, value));
    const faults: Array<fc.WeightedArbitrary<Draft>> = [
      { weight: 2, arbitrary: withFault(fc.constantFrom(...oddMethods, 'GET', 'HEAD', 'POST', 'PUT', 'DELETE'), (request, method) => ({ ...request, method })) },
      { weight: 3, arbitrary: withFault(queryString, (request, query) => ({ ...request, query })) },
      { weight: 2, arbitrary: withFault(cursorQuery, (request, query) => ({ ...request, query })) },
      { weight: takesBody ? 6 : 1, arbitrary: withFault(badBody, (request, body) => ({ ...request, body })) },
      { weight: 1, arbitrary: withFault(idempotencyKey, (request, key) => ({ ...request, idempotencyKey: key })) },
      { weight: 1, arbitrary: base.map((request) => ({ ...request, crossSite: true })) },
      { weight: 1, arbitrary: withFault(forgedCookie, (request, forged) => ({ ...request, forgedCookie: forged })) },
      {
        weight: 2,
        arbitrary: fc
          .record({ request: base, method: fc.constantFrom(...route.methods, ...oddMethods), query: fc.oneof(fc.constant(''), queryString, cursorQuery), body: badBody, key: idempotencyKey, crossSite: fc.boolean() })
          .map(({ request, method, query, body, key, crossSite }) => ({ ...request, method, query, body, idempotencyKey: key, crossSite })),
      },
    ];
    if (paramAt.length) {
      faults.push({
        weight: 6,
        arbitrary: withFault(fc.tuple(fc.constantFrom(...paramAt), junkParam), (request, [index, junk]) => ({ ...request, parts: request.parts.map((part, at) => (at === index ? junk : part)) })),
      });
    }
    return fc.oneof(...faults).map(({ parts: pathParts, query, ...rest }) => ({ ...rest, path: `${pathParts.join('/')}${query}` }));
  };

  /**
   * The corpus each route starts with (fast-check's examples), one fault each: odd methods, every known
   * query key with control characters and long text (the cursor keys with forged cursors), every path
   * parameter with each corpus text, and for routes with a body every field with each corpus value,
   * then malformed and encoded bodies.
   */
  const examplesFor = (route: Route): Plan[] => {
    const parts = route.template.split('/');
    const realParts = parts.map((part, index) => (part.startsWith(':') ? encodePart(realValues[index % realValues.length] ?? '') : part));
    const method = route.methods[0] ?? 'GET';
    const sample = samples[`${method} ${route.template}`];
    const json = (body: unknown): BodyPlan => ({ bytes: Buffer.from(JSON.stringify(body)), contentType: 'application/json', contentEncoding: undefined });
    const validBody: BodyPlan = sample ? json(sample) : { bytes: undefined, contentType: undefined, contentEncoding: undefined };
    const plan = (change: Partial<Plan> & { parts?: string[]; query?: string }): Plan => {
      const { parts: pathParts = realParts, query = '', ...rest } = change;
      return { method, body: validBody, signedIn: true, idempotencyKey: undefined, crossSite: false, ...rest, path: `${pathParts.join('/')}${query}` };
    };
    const queryValues = (key: string) => (['cursor', 'since'].includes(key) ? CORPUS_CURSORS : CORPUS_TEXT.slice(0, 3));
    const plans = [
      ...ODD_METHODS_FIRST.map((odd) => plan({ method: odd })),
      ...QUERY_KEYS.flatMap((key) => queryValues(key).map((value) => plan({ query: `?${key}=${encodePart(value)}` }))),
      ...parts.flatMap((part, at) =>
        part.startsWith(':') ? [...CORPUS_TEXT, '%E0%A4'].map((text) => plan({ parts: realParts.map((real, index) => (index === at ? (text.startsWith('%') ? text : encodePart(text)) : real)) })) : [],
      ),
      ...(sample
        ? [
            ...Object.keys(sample).flatMap((key) => CORPUS_VALUES.map((value) => plan({ body: json({ ...sample, [key]: value }), idempotencyKey: `fuzz-${randomUUID()}` }))),
            ...MALFORMED_JSON.map((text) => plan({ body: { bytes: Buffer.from(text), contentType: 'application/json', contentEncoding: undefined }, idempotencyKey: `fuzz-${randomUUID()}` })),
            ...ENCODED_BODIES.map(({ bytes, contentEncoding }) => plan({ body: { bytes, contentType: 'application/json', contentEncoding } })),
          ]
        : []),
    ];
    // Half signed out: a route that signs out would otherwise have the harness sign in after each.
    return plans.map((example, index) => ({ ...example, signedIn: index % 2 === 0 }));
  };

  const send = async (plan: Plan): Promise<RawResponse> => {
    if (plan.signedIn && !cookie) await signIn();
    const { bytes, contentType, contentEncoding } = plan.body;
    const headers: Record<string, string> = {
      ...(plan.forgedCookie !== undefined ? { cookie: plan.forgedCookie } : plan.signedIn ? { cookie } : {}),
      ...(contentType !== undefined && bytes ? { 'content-type': contentType } : {}),
      ...(contentEncoding !== undefined && bytes ? { 'content-encoding': contentEncoding } : {}),
      ...(bytes ? { 'content-length': String(bytes.length) } : {}),
      ...(plan.idempotencyKey ? { 'idempotency-key': plan.idempotencyKey } : {}),
      ...(plan.crossSite ? { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } : {}),
    };
    return rawRequest(server.url, { method: plan.method, path: plan.path, headers, ...(bytes ? { body: bytes } : {}) });
  };

  /** Checks one answer; after a write the generator happened to make valid, the database moves on. */
  const check = async (plan: Plan, response: RawResponse): Promise<void> => {
    const body = plan.body.bytes ? ` ${plan.body.contentEncoding ?? ''} ${plan.body.bytes.toString('utf8').slice(0, 300)}` : '';
    const described = `${plan.method} ${plan.path.slice(0, 300)}${body} → ${response.status} ${response.text.slice(0, 300)}`;
    expect(response.status, described).toBeLessThan(500);
    // Refused, but by the database: the error handler's last line of defence, not the schemas.
    expect(warnings.splice(0).filter((message) => message === REFUSED_BY_DATABASE), described).toEqual([]);
    const onApi = plan.path === '/api' || plan.path.startsWith('/api/') || plan.path.startsWith('/api?');
    // Node's HTTP parser answers a few requests itself (431 for an address too long for its header
    // limit) before the app sees them; whatever the app answers carries its X-Request-Id.
    const answeredByApp = response.headers['x-request-id'] !== undefined;
    if (onApi && answeredByApp && response.status >= 400 && plan.method !== 'HEAD') {
      // Provider sign-in's calls are browser navigations: they refuse with a page and a link home.
      if (BROWSER_PAGES.has(plan.path.split('?')[0] ?? '') && String(response.headers['content-type']).startsWith('text/html')) {
        expect(response.text, described).toContain('href="/"');
      } else {
        expect(response.json, described).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      }
    }
    // The harness's session is gone or replaced (signed out, or signed in as someone the fuzz made).
    if (plan.signedIn && String(response.headers['set-cookie'] ?? '').includes(SESSION_COOKIE_NAME)) cookie = '';
    const accepted = response.status < 400 && (!['GET', 'HEAD', 'OPTIONS'].includes(plan.method) || WRITING_READS.test(plan.path.split('?')[0] ?? ''));
    if (accepted) {
      acceptedWrites++;
      if (plan.method === 'DELETE') await replaceDeleted();
      await settleBaseline();
      return;
    }
    expect(await changedSinceBaseline(), `${described}\nchanged the database`).toEqual([]);
  };

  /** A generated DELETE that named one of the test's own listings: list another in its place. */
  const replaceDeleted = async (): Promise<void> => {
    const ids = realValues.filter((value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value));
    const deleted: Array<{ id: string; category_id: string }> = await server.db.knex('items').whereIn('id', ids).whereNotNull('deleted_at').select('id', 'category_id');
    for (const row of deleted) realValues[realValues.indexOf(row.id)] = await createListing(row.category_id);
  };

  const routes = [...apiRoutes(), ...pageRoutes];

  it('covers every route the router lists', () => {
    expect(routes.length).toBeGreaterThan(30);
    const listed = new Set(apiRoutes().flatMap((route) => route.methods.map((method) => `${method} ${route.template}`)));
    // A sample body for a route that no longer exists would fuzz nothing.
    for (const call of Object.keys(samples)) expect(listed, call).toContain(call);
  });

  it.each(routes.map((route) => [`${route.methods.join(',')} ${route.template}`, route] as const))('%s', async (_name, route) => {
    // Each route from a settled database, so one route's failure does not show up as every next one's.
    await settleBaseline();
    const examples = examplesFor(route).map((plan): [Plan] => [plan]);
    await fc.assert(
      fc.asyncProperty(planFor(route), async (plan) => {
        await check(plan, await send(plan));
      }),
      // fast-check counts the examples among the runs: the random runs come on top of them.
      { seed, numRuns: examples.length + runs, examples },
    );
  }, 180_000);
});
