/**
 * POST /api/reports: a user reports a listing, another user or a message of their own conversation,
 * with a reason and optional words; one open report per reporter per target, a limit per hour; never
 * themselves, their own listing or their own message; nothing they cannot see. Bad input changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { contactOwner, key, ownerAndRenter } from '../../test/conversations.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('reports on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const report = (client: TestClient, body: Record<string, unknown>) => client.post('/api/reports', body, key());
  const stored = async () => Number((await server.db.knex('reports').count<Array<{ count: string | number }>>('* as count'))[0]?.count);

  it('takes a report of a listing, a user and a message, each once while it is open', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const message = await contactOwner(renter.client, item.id);
    const ofListing = await report(renter.client, { targetType: 'item', targetId: item.id, reason: 'scam', details: '  Asked me to pay in advance on WhatsApp.  ' });
    expect(ofListing.status, ofListing.text).toBe(201);
    expect(ofListing.json).toMatchObject({ targetType: 'item', targetId: item.id, reason: 'scam', details: 'Asked me to pay in advance on WhatsApp.', status: 'open' } satisfies Partial<Report>);
    expect((await report(renter.client, { targetType: 'user', targetId: owner.user.id, reason: 'offensive' })).status).toBe(201);
    // The owner reports the renter's message in their conversation.
    expect((await report(owner.client, { targetType: 'message', targetId: message.id, reason: 'spam' })).status).toBe(201);
    const row = await server.db.knex('reports').where({ target_id: message.id }).first();
    expect(row).toMatchObject({ reporter_id: owner.user.id, target_user_id: renter.user.id, status: 'open' });

    const again = await report(renter.client, { targetType: 'item', targetId: item.id, reason: 'prohibited' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'report-exists', message: reportMessages.server.alreadyReported });
    // Another reporter may report the same listing.
    const other = await signedInClient(server);
    expect((await report(other.client, { targetType: 'item', targetId: item.id, reason: 'scam' })).status).toBe(201);
  });

  it('refuses reporting oneself, one’s own listing or message, and what the reporter cannot see', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const message = await contactOwner(renter.client, item.id);
    const stranger = await signedInClient(server);
    const before = await stored();
    for (const [client, body] of [
      [owner.client, { targetType: 'item', targetId: item.id, reason: 'scam' }],
      [owner.client, { targetType: 'user', targetId: owner.user.id, reason: 'scam' }],
      [renter.client, { targetType: 'message', targetId: message.id, reason: 'scam' }],
    ] as const) {
      const refused = await report(client, body);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: 'own-report-target' });
    }
    // A message of a conversation the stranger is not in, a listing that does not exist: 404.
    expect((await report(stranger.client, { targetType: 'message', targetId: message.id, reason: 'scam' })).status).toBe(404);
    expect((await report(stranger.client, { targetType: 'item', targetId: randomUUID(), reason: 'scam' })).status).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('refuses bad input with a clear message and stores nothing; signed out is 401', async () => {
    const { renter, item } = await ownerAndRenter(server);
    const before = await stored();
    const badReason = await report(renter.client, { targetType: 'item', targetId: item.id, reason: 'boring' });
    expect(badReason.status).toBe(400);
    expect(badReason.json).toMatchObject({ code: 'invalid-input', fields: { reason: reportMessages.validation.reason } });
    const long = await report(renter.client, { targetType: 'item', targetId: item.id, reason: 'other', details: 'x'.repeat(limits.reportDetailsMax + 1) });
    expect(long.json).toMatchObject({ fields: { details: reportMessages.validation.detailsTooLong } });
    expect((await report(renter.client, { targetType: 'listing', targetId: item.id, reason: 'scam' })).status).toBe(400);
    expect((await server.client().post('/api/reports', { targetType: 'item', targetId: item.id, reason: 'scam' })).status).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('limits reports per hour, and a refused one does not count', async () => {
    const reporter = await signedInClient(server);
    const targets = await Promise.all(Array.from({ length: limits.reportsPerHour + 1 }, () => signedInClient(server)));
    for (const target of targets.slice(0, limits.reportsPerHour)) expect((await report(reporter.client, { targetType: 'user', targetId: target.user.id, reason: 'spam' })).status).toBe(201);
    const throttled = await report(reporter.client, { targetType: 'user', targetId: targets.at(-1)?.user.id, reason: 'spam' });
    expect(throttled.status).toBe(429);
    expect(throttled.json).toMatchObject({ code: 'throttled' });
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
