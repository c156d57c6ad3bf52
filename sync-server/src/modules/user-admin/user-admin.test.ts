/**
 * Administrators manage accounts: find them, read their page, suspend (sessions end with a reason the
 * device learns, sign-in refused, listings hidden from others, open requests closed, reports about them
 * closed, the account emailed why) and restore them, and grant and revoke administrator — never on
 * their own account, never the last one. Each step is in the log with its reason; nobody else may act.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserSummary, Booking, Item, ModerationAction } from '@shared/api.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { requestBooking } from '../../test/bookings.ts';
import { key, ownerAndRenter } from '../../test/conversations.ts';
import { startMailingServer } from '../../test/mailing-server.ts';
import type { SmtpInbox } from '../../test/smtp-inbox.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';

const PASSWORD = 'correct horse battery';

describe.each(testDatabaseKinds)('managing accounts on %s', (kind) => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let close: () => Promise<void>;
  let admin: TestClient;
  let adminId: string;
  beforeAll(async () => {
    ({ server, inbox, close } = await startMailingServer(kind));
    const signedIn = await signedInClient(server);
    await server.db.knex('users').where({ id: signedIn.user.id }).update({ role: 'admin' });
    admin = signedIn.client;
    adminId = signedIn.user.id;
  });
  afterAll(() => close?.());

  const act = (id: string, action: string, reason = 'Took deposits for cameras he never had') => admin.post(`/api/admin/users/${id}/${action}`, { reason }, key());
  const page = async (id: string) => (await admin.get(`/api/admin/users/${id}`)).json as AdminUserDetail;
  const signIn = (username: string) => server.client().post('/api/login/email', { username, password: PASSWORD });

  it('finds accounts by name, username, email or phone', async () => {
    const { user } = await signedInClient(server);
    await server.db.knex('users').where({ id: user.id }).update({ full_name: 'Gurpreet Sandhu', phone: '+91 98765 43210' });
    for (const q of ['gurpreet', user.username.toUpperCase(), user.email, '98765-43210']) {
      const found = (await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json as AdminUserSummary[];
      expect(found.map((account) => account.id), q).toContain(user.id);
    }
    expect((await admin.get('/api/admin/users?q=%20')).status).toBe(400);
    // A "%" is matched as itself, not as every account.
    expect((await admin.get('/api/admin/users?q=%25')).json).toEqual([]);
  });

  it('suspends an account: signed out with a reason, sign-in refused, listings hidden, requests closed, reports closed, emailed; restoring undoes it', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const booking: Booking = await requestBooking(renter.client, item.id);
    expect((await renter.client.post('/api/reports', { targetType: 'user', targetId: owner.user.id, reason: 'scam' }, key())).status).toBe(201);

    const suspended = await act(owner.user.id, 'suspend');
    expect(suspended.json).toMatchObject({ action: 'suspend-user', targetType: 'user', targetId: owner.user.id, reportsClosed: 1 } satisfies Partial<ModerationAction>);

    // Their device learns why at its next call; a new sign-in is refused with the same words.
    expect((await owner.client.get('/api/auth/user')).json).toMatchObject({ code: 'account-suspended' });
    const refused = await signIn(owner.user.username);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'account-suspended' });
    // Their listing is gone for others; the renter's open request is closed and the renter told.
    expect((await renter.client.get(`/api/items/${item.id}`)).status).toBe(404);
    const closed = (await renter.client.get(`/api/bookings/${booking.id}`)).json as Booking;
    expect(closed.status).not.toBe('pending');
    expect((await renter.client.get('/api/notifications')).json).toEqual(expect.arrayContaining([expect.objectContaining({ message: notificationMessages.reportReviewed.actioned })]));
    // Emailed why, once the suspension was committed.
    await server.afterResponses();
    const mail = await inbox.latestTo(owner.user.email, 'Took deposits');
    expect(mail.subject).toBe(notificationMessages.suspendedEmail.subject);
    // The appeal is a reply, and goes where someone reads it.
    expect(mail.replyTo?.value[0]?.address).toBe('moderators@kiraya.test');

    const detail = await page(owner.user.id);
    expect(detail).toMatchObject({ suspended: true, suspendedReason: 'Took deposits for cameras he never had' });
    expect(detail.listings).toEqual([expect.objectContaining({ id: item.id, status: 'owner-suspended' })]);
    // Listing it again alone is refused, saying why: the owner's restoration lists it.
    expect((await admin.post(`/api/admin/items/${item.id}/restore`, { reason: 'Looks fine' }, key())).json).toMatchObject({ code: 'listing-waits-for-owner' });
    expect((await page(owner.user.id)).listings).toEqual([expect.objectContaining({ id: item.id, status: 'owner-suspended' })]);
    expect(detail.reports).toEqual([expect.objectContaining({ targetType: 'user', status: 'actioned', reason: 'scam' })]);
    expect((await act(owner.user.id, 'suspend')).json).toMatchObject({ code: 'moderation-already-done' });

    expect((await act(owner.user.id, 'restore', 'Appeal heard: the deposits were returned')).status).toBe(200);
    expect((await signIn(owner.user.username)).status).toBe(200);
    expect(((await renter.client.get(`/api/items/${item.id}`)).json as Item).moderationStatus).toBe('approved');
    const log = (await page(owner.user.id)).log.map((entry) => [entry.action, entry.reason]);
    expect(log).toEqual([
      ['restore-user', 'Appeal heard: the deposits were returned'],
      ['suspend-user', 'Took deposits for cameras he never had'],
    ]);
  });

  it('keeps a listing a moderator hid hidden when its suspended owner is restored', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    await admin.post(`/api/admin/items/${item.id}/hide`, { reason: 'A stolen phone' }, key());
    await act(owner.user.id, 'suspend');
    await act(owner.user.id, 'restore', 'Wrong account');
    expect((await renter.client.get(`/api/items/${item.id}`)).status).toBe(404);
    // The suspension signed the owner out: back in, the listing is theirs to fix.
    expect((await owner.client.post('/api/login/email', { username: owner.user.username, password: PASSWORD })).status).toBe(200);
    expect(((await owner.client.get(`/api/items/${item.id}`)).json as Item)).toMatchObject({ moderationStatus: 'hidden', rejectionReason: 'A stolen phone' });
  });

  it('grants and revokes administrator, never on oneself, never the last one', async () => {
    const { user } = await signedInClient(server);
    expect((await act(adminId, 'suspend')).status).toBe(403);
    expect((await act(adminId, 'revoke-admin')).status).toBe(403);
    expect((await act(user.id, 'grant-admin', 'Joins the moderators')).status).toBe(200);
    expect((await page(user.id)).role).toBe('admin');
    expect((await act(user.id, 'grant-admin')).json).toMatchObject({ code: 'moderation-already-done' });
    expect((await act(user.id, 'revoke-admin', 'Left the team')).status).toBe(200);
    expect((await page(user.id)).role).toBe('user');

  });

  it('leaves one administrator when two revoke each other at once', async () => {
    const colleague = await signedInClient(server);
    await server.db.knex('users').where({ id: colleague.user.id }).update({ role: 'admin' });
    await server.db.knex('users').whereNotIn('id', [adminId, colleague.user.id]).where({ role: 'admin' }).update({ role: 'user' });
    const answers = await Promise.all([act(colleague.user.id, 'revoke-admin'), colleague.client.post(`/api/admin/users/${adminId}/revoke-admin`, { reason: 'Handing over' }, key())]);
    // One goes through; the other finds its author no longer an administrator (403) or, when both
    // were read before either committed, would leave none (409 last-admin).
    const codes = answers.map((answer) => (answer.status === 200 ? 'done' : (answer.json as { code: string }).code)).sort();
    expect([['done', 'forbidden'], ['done', 'last-admin']]).toContainEqual(codes);
    const left: Array<{ id: string }> = await server.db.knex('users').where({ role: 'admin' }).select('id');
    expect(left).toHaveLength(1);
    // The one left is an administrator again for the rest of the file.
    await server.db.knex('users').where({ id: adminId }).update({ role: 'admin' });
    await server.db.knex('users').where({ id: colleague.user.id }).update({ role: 'user' });
  });

  it('answers 401 signed out and 403 to everyone but administrators, on every call', async () => {
    const { client, user } = await signedInClient(server);
    const calls: Array<[string, string]> = [
      ['GET', '/api/admin/users?q=a'],
      ['GET', `/api/admin/users/${user.id}`],
      ...['suspend', 'restore', 'grant-admin', 'revoke-admin'].map((action): [string, string] => ['POST', `/api/admin/users/${user.id}/${action}`]),
    ];
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { reason: 'x' } : undefined;
      expect((await client.request(method, path, { body, headers: key() })).status, path).toBe(403);
      expect((await server.client().request(method, path, { body, headers: key() })).status, path).toBe(401);
    }
  });
});
