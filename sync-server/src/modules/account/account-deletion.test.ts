/**
 * DELETE /api/account: confirmed with the password (or a recent sign-in, for an account without one),
 * it erases the person — they cannot sign in, their listings leave, their open bookings are closed with
 * the other party told, every device of theirs hears "account-deleted" — while the other party keeps
 * the conversation, from "Deleted user"; the email and username are free again. A wrong password, a
 * stale sign-in or a visitor changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, Conversation, Item, User } from '@shared/api.ts';
import { acceptBooking, anotherUser, listingWithOwner, requestBooking } from '../../test/bookings.ts';
import { contactOwner, conversationsOf, key, replyIn, type Party } from '../../test/conversations.ts';
import { newListing, newRegistration } from '../../test/factories.ts';
import { categoryIds } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('deleting an account on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const deleteAccount = (client: TestClient, body: unknown) => client.request('DELETE', '/api/account', { body });
  const bookingOf = async (client: TestClient, id: string) => (await client.get(`/api/bookings/${id}`)).json as Booking;
  /** The account signed in on a second device too, with its password. */
  async function secondDevice(party: Party, password: string): Promise<TestClient> {
    const device = server.client();
    expect((await device.post('/api/login/email', { username: party.user.username, password })).status).toBe(200);
    return device;
  }

  it('erases an owner: listings gone, bookings closed and told, the conversation kept from "Deleted user"', async () => {
    const registration = newRegistration();
    const ownerClient = server.client();
    const owner: Party = { client: ownerClient, user: (await ownerClient.post('/api/register', registration)).json as User };
    const { item } = await listingOwnedBy(owner);
    const pendingRenter = await anotherUser(server);
    const acceptedRenter = await anotherUser(server);
    await contactOwner(pendingRenter.client, item.id);
    const pending = await requestBooking(pendingRenter.client, item.id, 10);
    const accepted = await requestBooking(acceptedRenter.client, item.id, 20);
    await acceptBooking(owner.client, accepted.id);
    const otherDevice = await secondDevice(owner, registration.password);
    expect((await owner.client.request('PUT', '/api/email/alerts', { body: { bookingDecisions: false } })).status).toBe(200);

    // A wrong password: refused under its field, nothing changed.
    const wrong = await deleteAccount(owner.client, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'wrong-password', fieldCodes: { password: 'wrong-password' } });
    expect((await server.client().get(`/api/items/${item.id}`)).status).toBe(200);

    const deleted = await deleteAccount(owner.client, { password: registration.password });
    expect(deleted.status, deleted.text).toBe(204);

    // This device is signed out; the other learns the account was deleted, at any call, each time.
    expect((await owner.client.get('/api/auth/user')).json).toMatchObject({ code: 'not-signed-in' });
    for (const path of ['/api/notifications', '/api/auth/user', '/api/auth/user']) {
      const told = await otherDevice.get(path);
      expect(told.status, path).toBe(401);
      expect(told.json, path).toMatchObject({ code: 'account-deleted' });
    }
    for (const username of [registration.username, registration.email]) {
      expect((await server.client().post('/api/login/email', { username, password: registration.password })).status).toBe(401);
    }

    // The listing is gone; the bookings are closed, each renter told.
    expect((await server.client().get(`/api/items/${item.id}`)).status).toBe(404);
    expect(await bookingOf(pendingRenter.client, pending.id)).toMatchObject({ status: 'declined' });
    expect(await bookingOf(acceptedRenter.client, accepted.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', owner: { deleted: true, name: '' } });
    const notices = (await acceptedRenter.client.get('/api/notifications')).json as Array<{ type: string }>;
    expect(notices.some((notice) => notice.type === 'booking')).toBe(true);

    // The renter keeps the conversation and its messages, from a deleted user.
    const [conversation] = (await conversationsOf(pendingRenter.client)) as Conversation[];
    expect(conversation?.otherParty).toMatchObject({ id: owner.user.id, deleted: true, name: '' });
    expect(((await pendingRenter.client.get(`/api/conversations/${conversation?.id}/messages`)).json as unknown[]).length).toBeGreaterThan(0);
    // Closed to new messages: nobody is there to read them.
    expect(conversation?.blockedBy).toBe('other');
    expect((await replyIn(pendingRenter.client, conversation?.id ?? '', 'Hello?')).json).toMatchObject({ code: 'conversation-blocked' });

    // Nothing of the person is left in their row; the email and username are free again.
    const row = await server.db.knex('users').where({ id: owner.user.id }).first();
    expect(row).toMatchObject({ full_name: null, phone: null, location: null, password_hash: null, profile_image_url: null });
    expect(row.email).not.toBe(registration.email);
    expect(row.deleted_at).not.toBeNull();
    expect(await server.db.knex('sessions').where({ user_id: owner.user.id })).toEqual([]);
    expect(await server.db.knex('email_alert_choices').where({ user_id: owner.user.id })).toEqual([]);
    expect((await server.client().post('/api/register', { ...newRegistration(), email: registration.email, username: registration.username })).status).toBe(201);
  });

  it('withdraws a renter’s open requests, even one from today, and tells its owner', async () => {
    const { owner, item } = await listingWithOwner(server);
    const registration = newRegistration();
    const renterClient = server.client();
    const renter: Party = { client: renterClient, user: (await renterClient.post('/api/register', registration)).json as User };
    const request = await requestBooking(renter.client, item.id, 12);
    // One from today, which a renter's own cancel would refuse (it has begun): it goes all the same.
    const fromToday = await requestBooking(renter.client, item.id, 0, 2);
    expect((await deleteAccount(renter.client, { password: registration.password })).status).toBe(204);
    for (const id of [request.id, fromToday.id]) expect(await bookingOf(owner.client, id)).toMatchObject({ status: 'cancelled', cancelledBy: 'renter', renter: { deleted: true } });
  });

  it('asks an account without a password for a recent sign-in, and refuses a visitor', async () => {
    const client = server.client();
    const user = (await client.post('/api/register', newRegistration())).json as User;
    await server.db.knex('users').where({ id: user.id }).update({ password_hash: null });
    // Signed in long ago: sign in again first.
    await server.db.knex('sessions').where({ user_id: user.id }).update({ data: server.db.knex.raw(`jsonb_set(data, '{signedInAt}', '0'::jsonb)`) });
    const stale = await deleteAccount(client, {});
    expect(stale.status).toBe(403);
    expect(stale.json).toMatchObject({ code: 'recent-sign-in-required' });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    await server.db.knex('sessions').where({ user_id: user.id }).update({ data: server.db.knex.raw(`jsonb_set(data, '{signedInAt}', ?::jsonb)`, [String(Date.now())]) });
    expect((await deleteAccount(client, {})).status).toBe(204);
    expect((await server.client().request('DELETE', '/api/account', { body: { password: 'whatever-it-is' } })).status).toBe(401);
  });

  /** A listing of this owner's, made as the app makes one. */
  async function listingOwnedBy(owner: Party): Promise<{ item: Item }> {
    const categories = await categoryIds(server);
    const response = await owner.client.post('/api/items', newListing(categories.cameras ?? ''), key());
    expect(response.status, response.text).toBe(201);
    return { item: response.json as Item };
  }
});
