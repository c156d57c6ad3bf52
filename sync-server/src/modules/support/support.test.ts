/**
 * Support requests over the real app: a user's message and its rules (validation, the rate limit,
 * replays), the administrators' queue and its order, and the answer that reaches the user as a
 * notification in their language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, NEXT_CURSOR_HEADER, type AdminSupportRequest, type AppNotification, type SupportRequest } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import hindiNotifications from '@shared/messages/hi/notifications.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { supportMessages } from '@shared/messages/support.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const m = supportMessages;

describe.each(testDatabaseKinds)('support requests on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const signedIn = await signedInClient(server);
    admin = signedIn.client;
    await server.db.knex('users').where({ id: signedIn.user.id }).update({ role: 'admin' });
  });
  afterAll(() => server.close());

  const send = (client: TestClient, body: unknown, headers?: Record<string, string>) => client.post(apiPaths.support, body, headers);
  const sent = async (client: TestClient, message: string): Promise<SupportRequest> => {
    const response = await send(client, { message });
    expect(response.status, response.text).toBe(201);
    return response.json as SupportRequest;
  };
  const storedOf = (userId: string) => server.db.knex('support_requests').where({ user_id: userId }).count<{ count: string | number }[]>({ count: '*' });
  const answer = (client: TestClient, id: string, body: unknown) => client.post(apiPaths.adminSupportAnswer(id), body);
  const queue = async (query = ''): Promise<{ rows: AdminSupportRequest[]; next: string | null }> => {
    const response = await admin.get(`${apiPaths.adminSupport}${query}`);
    expect(response.status, response.text).toBe(200);
    return { rows: response.json as AdminSupportRequest[], next: response.headers.get(NEXT_CURSOR_HEADER) };
  };
  const wholeQueue = async (): Promise<AdminSupportRequest[]> => {
    const rows: AdminSupportRequest[] = [];
    let cursor: string | null = null;
    do {
      const page: { rows: AdminSupportRequest[]; next: string | null } = await queue(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      rows.push(...page.rows);
      cursor = page.next;
    } while (cursor);
    return rows;
  };

  it('takes a signed-in user’s message with 201, lists it as open, and answers a replay once', async () => {
    const { client } = await signedInClient(server);
    const headers = { 'Idempotency-Key': 'support-replay-0001' };
    const first = await send(client, { message: '  My listing photos do not upload on my phone.  ' }, headers);
    expect(first.status, first.text).toBe(201);
    const request = first.json as SupportRequest;
    expect(request).toMatchObject({ message: 'My listing photos do not upload on my phone.', status: 'open', answer: null, answeredAt: null });
    const replay = await send(client, { message: '  My listing photos do not upload on my phone.  ' }, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
    expect((await client.get(apiPaths.support)).json).toEqual([request]);
  });

  it('refuses no session with 401', async () => {
    expect((await send(server.client(), { message: 'Is anyone there to help me?' })).status).toBe(401);
    expect((await server.client().get(apiPaths.support)).status).toBe(401);
  });

  it('refuses a missing, short, long or non-text message with 400 and its field message, storing nothing', async () => {
    const { client, user } = await signedInClient(server);
    for (const [body, message] of [
      [{}, serverMessages.errors.fieldRequired('message')],
      [{ message: '   ' }, m.validation.messageRequired],
      [{ message: 'Help!' }, m.validation.messageTooShort],
      [{ message: 'x'.repeat(limits.supportMessageMax + 1) }, m.validation.messageTooLong],
      [{ message: 42 }, m.validation.messageRequired],
    ] as const) {
      const response = await send(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = response.json as { code: string; fields: Record<string, string> };
      expect(error.code).toBe('invalid-input');
      expect(error.fields.message).toBe(message);
    }
    expect(Number((await storedOf(user.id))[0]?.count)).toBe(0);
  });

  it(`answers 429 with Retry-After past ${limits.supportRequestsPerHour} messages an hour, storing no more`, async () => {
    const { client, user } = await signedInClient(server);
    for (let n = 1; n <= limits.supportRequestsPerHour; n++) await sent(client, `Question number ${n} about my account.`);
    const refused = await send(client, { message: 'One more question about my account.' });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'throttled' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number((await storedOf(user.id))[0]?.count)).toBe(limits.supportRequestsPerHour);
  });

  it('refuses the queue and answers to a user who is not an administrator with 403, and to no session with 401', async () => {
    const { client } = await signedInClient(server);
    const request = await sent(client, 'Please help me with my booking.');
    expect((await client.get(apiPaths.adminSupport)).status).toBe(403);
    const refused = await answer(client, request.id, { answer: 'I answer myself.' });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'forbidden', message: m.server.adminOnly });
    expect((await server.client().get(apiPaths.adminSupport)).status).toBe(401);
    expect((await answer(server.client(), request.id, { answer: 'Hello' })).status).toBe(401);
    expect((await client.get(apiPaths.support)).json).toMatchObject([{ id: request.id, status: 'open', answer: null }]);
  });

  it('lists open requests first, premium users’ first among them, then the oldest, page by page', async () => {
    await server.db.knex('support_requests').del();
    const free = await signedInClient(server);
    const premium = await signedInClient(server);
    const lapsed = await signedInClient(server);
    const later = await signedInClient(server);
    await server.db.knex('users').where({ id: premium.user.id }).update({ premium_tier: 'monthly', premium_expires_at: new Date(Date.now() + 30 * 86_400_000) });
    await server.db.knex('users').where({ id: lapsed.user.id }).update({ premium_tier: 'monthly', premium_expires_at: new Date(Date.now() - 86_400_000) });
    const answered = await sent(free.client, 'My oldest question, answered already.');
    const freeOpen = await sent(free.client, 'A free user asks first.');
    const lapsedOpen = await sent(lapsed.client, 'A lapsed premium user asks next.');
    const premiumOpen = await sent(premium.client, 'A premium user asks later.');
    const laterOpen = await sent(later.client, 'Another free user asks last.');
    expect((await answer(admin, answered.id, { answer: 'Done.' })).status).toBe(200);

    const rows = await wholeQueue();
    expect(rows.map((row) => row.id)).toEqual([premiumOpen.id, freeOpen.id, lapsedOpen.id, laterOpen.id, answered.id]);
    expect(rows.map((row) => row.status)).toEqual(['open', 'open', 'open', 'open', 'answered']);
    expect(rows[0]?.user).toEqual({ id: premium.user.id, username: premium.user.username, fullName: premium.user.fullName, email: premium.user.email, isPremium: true });
    expect(rows[2]?.user.isPremium).toBe(false);
    expect(rows[4]).toMatchObject({ answer: 'Done.', answeredBy: expect.any(String) });
  });

  it('refuses a forged queue cursor with 400', async () => {
    const response = await admin.get(`${apiPaths.adminSupport}?cursor=${Buffer.from('{"k":"x","id":"y"}').toString('base64url')}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'invalid-cursor' });
  });

  it('sends the answer to the user as a notification in their language, the answer as written, once (409 after)', async () => {
    const { client, user } = await signedInClient(server);
    await server.db.knex('users').where({ id: user.id }).update({ locale: 'hi', locale_chosen: true });
    const request = await sent(client, 'मेरी बुकिंग रद्द नहीं हो रही है।');
    const words = 'Please open the booking and tap Cancel.\nWrite again if it still fails.';
    const answered = await answer(admin, request.id, { answer: `  ${words}  ` });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.json).toMatchObject({ id: request.id, status: 'answered', answer: words, user: { id: user.id } });

    const notifications = (await client.get(apiPaths.notifications)).json as AppNotification[];
    expect(notifications).toHaveLength(1);
    // The event keeps the answer as written, which each app words; the stored text is its one-line excerpt.
    expect(notifications[0]).toMatchObject({ type: 'other', title: hindiNotifications.notificationMessages.supportAnsweredTitle, message: words.replace('\n', ' '), event: { kind: 'support.answered', answer: words } });
    expect(notifications[0]?.title).not.toBe(notificationMessages.supportAnsweredTitle);
    expect((await client.get(apiPaths.support)).json).toMatchObject([{ id: request.id, status: 'answered', answer: words }]);
    // Its push alert, queued in the same transaction, in the user's language and opening the support page.
    const pushes = await server.db.knex('jobs').where({ kind: 'push.alert' }).select<Array<{ payload: { userId: string; alert: Record<string, unknown> } }>>('payload');
    expect(pushes.filter((job) => job.payload.userId === user.id).map((job) => job.payload.alert)).toEqual([
      { type: 'notice', title: hindiNotifications.notificationMessages.supportAnsweredTitle, body: words.replace('\n', ' '), url: '/support', tag: `support:${request.id}`, lang: 'hi' },
    ]);

    const again = await answer(admin, request.id, { answer: 'A second answer.' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'support-request-answered', message: m.server.alreadyAnswered });
    expect((await client.get(apiPaths.notifications)).json).toHaveLength(1);
  });

  it('answers 404 for a missing request and 400 for an empty answer, writing nothing', async () => {
    expect((await answer(admin, '0192f3a4-0000-7000-8000-000000000000', { answer: 'Hello there.' })).status).toBe(404);
    const { client, user } = await signedInClient(server);
    const request = await sent(client, 'Where do I see my receipts?');
    const empty = await answer(admin, request.id, { answer: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ fields: { answer: m.validation.answerRequired } });
    expect(await server.db.knex('notifications').where({ user_id: user.id }).first()).toBeUndefined();
  });
});
