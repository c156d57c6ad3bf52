/**
 * The moderators' side of reports: open reports grouped by target, most reported first; dismissing
 * or warning closes them in one transaction with an entry of the log nobody can change; the warned
 * user reads the reason, every reporter the outcome; a second action on closed reports is refused;
 * nobody but an administrator may read or act.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, ModerationAction, ReportedTarget } from '@shared/api.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { contactOwner, key, ownerAndRenter } from '../../test/conversations.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('moderating reports on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let adminName: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const signedIn = await signedInClient(server);
    await server.db.knex('users').where({ id: signedIn.user.id }).update({ role: 'admin' });
    admin = signedIn.client;
    adminName = signedIn.user.username;
  });
  afterAll(() => server.close());

  const report = (client: TestClient, body: Record<string, unknown>) => client.post('/api/reports', body, key());
  const queue = async (): Promise<ReportedTarget[]> => (await admin.get('/api/admin/reports')).json as ReportedTarget[];
  const notificationsOf = async (client: TestClient) => (await client.get('/api/notifications')).json as AppNotification[];

  it('groups the open reports by target, with their reasons, whose it is and what it says', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const second = await signedInClient(server);
    expect((await report(renter.client, { targetType: 'item', targetId: item.id, reason: 'scam', details: 'Wants UPI first' })).status).toBe(201);
    expect((await report(second.client, { targetType: 'item', targetId: item.id, reason: 'scam' })).status).toBe(201);
    const message = await contactOwner(renter.client, item.id, { message: 'Buy my other scooter instead' });
    expect((await report(owner.client, { targetType: 'message', targetId: message.id, reason: 'spam' })).status).toBe(201);

    const found = await queue();
    const ofItem = found.find((target) => target.targetId === item.id);
    expect(ofItem).toMatchObject({ targetType: 'item', summary: item.title, count: 2, reasons: ['scam'], targetUser: { id: owner.user.id, username: owner.user.username } });
    expect(ofItem?.reports.map((entry) => entry.reporter).sort()).toEqual([renter.user.username, second.user.username].sort());
    expect(found.find((target) => target.targetId === message.id)).toMatchObject({ targetType: 'message', summary: 'Buy my other scooter instead', count: 1, targetUser: { id: renter.user.id } });
    // Most reported first.
    expect(found.findIndex((target) => target.targetId === item.id)).toBeLessThan(found.findIndex((target) => target.targetId === message.id));
  });

  it('warns the user behind a target: the reports close, the log keeps it, the user and every reporter are told', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    expect((await report(renter.client, { targetType: 'item', targetId: item.id, reason: 'not-as-described' })).status).toBe(201);
    const reason = 'Your photos show a different camera than the one you hand over.';
    const warned = await admin.post(`/api/admin/reports/item/${item.id}/warn`, { reason }, key());
    expect(warned.status, warned.text).toBe(200);
    expect(warned.json).toMatchObject({ action: 'warn-user', targetType: 'item', targetId: item.id, admin: adminName, reason, reportsClosed: 1 } satisfies Partial<ModerationAction>);
    expect((await queue()).some((target) => target.targetId === item.id)).toBe(false);
    expect(await server.db.knex('reports').where({ target_id: item.id }).first()).toMatchObject({ status: 'actioned' });

    expect((await notificationsOf(owner.client))[0]).toMatchObject({ title: notificationMessages.warnedTitle, message: reason, event: { kind: 'moderation.warned', reason } });
    expect((await notificationsOf(renter.client))[0]).toMatchObject({ title: notificationMessages.reportReviewedTitle, event: { kind: 'report.reviewed', outcome: 'actioned' } });

    const log = (await admin.get('/api/admin/moderation-log')).json as ModerationAction[];
    expect(log[0]).toMatchObject({ id: (warned.json as ModerationAction).id, action: 'warn-user', reason });

    // Closed: a second action is refused and changes nothing.
    const again = await admin.post(`/api/admin/reports/item/${item.id}/dismiss`, { reason: 'Looks fine' }, key());
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'reports-closed' });
  });

  it('dismisses with a reason the log keeps, the reporter told, the user not', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    expect((await report(renter.client, { targetType: 'user', targetId: owner.user.id, reason: 'offensive' })).status).toBe(201);
    const blank = await admin.post(`/api/admin/reports/user/${owner.user.id}/dismiss`, { reason: '   ' }, key());
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ code: 'invalid-input', fields: { reason: expect.any(String) } });
    const dismissed = await admin.post(`/api/admin/reports/user/${owner.user.id}/dismiss`, { reason: 'A polite refusal, nothing offensive.' }, key());
    expect(dismissed.status).toBe(200);
    expect((await notificationsOf(renter.client))[0]).toMatchObject({ event: { kind: 'report.reviewed', outcome: 'dismissed' } });
    expect((await notificationsOf(owner.client)).some((notice) => notice.event?.kind === 'moderation.warned')).toBe(false);
    expect(item.id).toBeTruthy();
  });

  it('keeps the log as written: the database refuses to change or remove an entry', async () => {
    const { renter, owner } = await ownerAndRenter(server);
    expect((await report(renter.client, { targetType: 'user', targetId: owner.user.id, reason: 'spam' })).status).toBe(201);
    const done = (await admin.post(`/api/admin/reports/user/${owner.user.id}/dismiss`, { reason: 'Not spam' }, key())).json as ModerationAction;
    await expect(server.db.knex('moderation_actions').where({ id: done.id }).update({ reason: 'rewritten' })).rejects.toThrow(/append-only/);
    await expect(server.db.knex('moderation_actions').where({ id: done.id }).delete()).rejects.toThrow(/append-only/);
    expect(await server.db.knex('moderation_actions').where({ id: done.id }).first()).toMatchObject({ reason: 'Not spam' });
  });

  it('is for administrators only', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    expect((await report(renter.client, { targetType: 'item', targetId: item.id, reason: 'scam' })).status).toBe(201);
    for (const client of [owner.client, renter.client]) {
      expect((await client.get('/api/admin/reports')).status).toBe(403);
      expect((await client.get('/api/admin/moderation-log')).status).toBe(403);
      expect((await client.post(`/api/admin/reports/item/${item.id}/dismiss`, { reason: 'mine now' }, key())).status).toBe(403);
    }
    expect((await server.client().get('/api/admin/reports')).status).toBe(401);
    expect(await server.db.knex('reports').where({ target_id: item.id }).first()).toMatchObject({ status: 'open' });
  });
});
