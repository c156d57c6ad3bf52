/**
 * Hiding a listing: it leaves search, lists, its page and other devices (the changes call) at once,
 * and nobody can start a conversation or a booking about it; its owner still has it, with the reason,
 * is told, and can ask for a review; its open reports close as acted on; listing it again brings it
 * back everywhere. Every step is in the log, and only administrators may take it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, HiddenListing, Item, ItemChanges, ModerationAction, UserStats } from '@shared/api.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { bookingBody, dayAhead, postBooking } from '../../test/bookings.ts';
import { contactForm, key, ownerAndRenter, type Pair } from '../../test/conversations.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('hiding and restoring a listing on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const signedIn = await signedInClient(server);
    await server.db.knex('users').where({ id: signedIn.user.id }).update({ role: 'admin' });
    admin = signedIn.client;
  });
  afterAll(() => server.close());

  const hide = (item: Item, reason = 'Photos of a different camera') => admin.post(`/api/admin/items/${item.id}/hide`, { reason }, key());
  const restore = (item: Item, reason = 'Fixed by the owner') => admin.post(`/api/admin/items/${item.id}/restore`, { reason }, key());
  const searchIds = async (client: TestClient, q: string) => ((await client.get(`/api/items?q=${encodeURIComponent(q)}`)).json as Item[]).map((item) => item.id);
  const changesFor = async (client: TestClient, item: Item) => (await client.post('/api/items/changes', { ids: [item.id], limit: 50 })).json as ItemChanges;
  const notificationsOf = async (client: TestClient) => (await client.get('/api/notifications')).json as AppNotification[];
  const titled = async (pair: Pair, words: string): Promise<Item> => {
    const response = await pair.owner.client.request('PUT', `/api/items/${pair.item.id}`, { body: { ...pair.item, title: words }, headers: key() });
    expect(response.status).toBe(200);
    return response.json as Item;
  };

  it('takes the listing out of search, its page and other devices, tells its owner why, and closes its reports', async () => {
    const pair = await ownerAndRenter(server);
    const item = await titled(pair, `Zorbflex camera ${pair.item.id.slice(0, 8)}`);
    const word = item.title.split(' ').at(-1) ?? '';
    expect(await searchIds(pair.renter.client, word)).toContain(item.id);
    expect((await pair.renter.client.post('/api/reports', { targetType: 'item', targetId: item.id, reason: 'scam' }, key())).status).toBe(201);

    const totalListings = async (client: TestClient) => ((await client.get(`/api/users/${pair.owner.user.id}/stats`)).json as UserStats).totalListings;
    const listedBefore = await totalListings(pair.renter.client);
    const hidden = await hide(item);
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({ action: 'hide-listing', targetType: 'item', targetId: item.id, reason: 'Photos of a different camera', reportsClosed: 1 } satisfies Partial<ModerationAction>);

    // Others: gone from search, its page, similar listings, the owner's public list and their device.
    expect(await searchIds(pair.renter.client, word)).not.toContain(item.id);
    expect(await searchIds(server.client(), word)).not.toContain(item.id);
    expect((await pair.renter.client.get(`/api/items/${item.id}`)).status).toBe(404);
    // Its reviews go with it (for its owner and the moderators they stay).
    expect((await pair.renter.client.get(`/api/items/${item.id}/reviews`)).status).toBe(404);
    expect((await server.client().get(`/api/items/${item.id}/reviews`)).status).toBe(404);
    expect((await pair.owner.client.get(`/api/items/${item.id}/reviews`)).status).toBe(200);
    expect((await admin.get(`/api/items/${item.id}/reviews`)).status).toBe(200);
    // The owner's public figures count it no more; the owner's own still do.
    expect(await totalListings(pair.renter.client)).toBe(listedBefore - 1);
    expect(await totalListings(server.client())).toBe(listedBefore - 1);
    expect(await totalListings(pair.owner.client)).toBe(listedBefore);
    expect(((await pair.renter.client.get(`/api/users/${pair.owner.user.id}/items`)).json as Item[]).map((listed) => listed.id)).not.toContain(item.id);
    expect((await changesFor(pair.renter.client, item)).deletedIds).toEqual([item.id]);
    // Nobody starts a conversation or a booking about it.
    expect((await pair.renter.client.post('/api/messages', contactForm(item.id), key())).status).toBe(404);
    expect((await postBooking(pair.renter.client, bookingBody(item.id))).status).toBe(404);

    // Its owner: still there, with why, on every device of theirs, and told.
    const own = (await pair.owner.client.get(`/api/items/${item.id}`)).json as Item;
    expect(own).toMatchObject({ moderationStatus: 'hidden', rejectionReason: 'Photos of a different camera' });
    expect(((await pair.owner.client.get(`/api/users/${pair.owner.user.id}/items`)).json as Item[]).map((listed) => listed.id)).toContain(item.id);
    // Its calendar stays the owner's to manage.
    expect((await pair.owner.client.get(`/api/items/${item.id}/availability?from=${dayAhead(1)}&to=${dayAhead(30)}`)).status).toBe(200);
    const ownChanges = await changesFor(pair.owner.client, item);
    expect(ownChanges.deletedIds).toEqual([]);
    expect(ownChanges.items[0]).toMatchObject({ id: item.id, moderationStatus: 'hidden' });
    const [told] = await notificationsOf(pair.owner.client);
    expect(told).toMatchObject({ title: notificationMessages.listingHiddenTitle(item.title), itemId: item.id });
    // The reporter hears the outcome.
    expect((await notificationsOf(pair.renter.client))[0]?.message).toBe(notificationMessages.reportReviewed.actioned);

    // A second hide is refused: nothing changes.
    expect((await hide(item)).json).toMatchObject({ code: 'moderation-already-done' });
  });

  it('lets the owner edit a hidden listing and ask for a review, which the moderators see first; restoring lists it again', async () => {
    const pair = await ownerAndRenter(server);
    const item = pair.item;
    // Only a hidden listing can be sent for review.
    expect((await pair.owner.client.post(`/api/items/${item.id}/review-request`, {}, key())).json).toMatchObject({ code: 'listing-not-hidden' });
    await hide(item, 'The price says per hour, the photos show a shop');
    const edited = await titled(pair, 'Canon camera, for rent by the day');
    expect(edited.moderationStatus).toBe('hidden');
    // Not someone else's, not twice.
    expect((await pair.renter.client.post(`/api/items/${item.id}/review-request`, {}, key())).status).toBe(403);
    expect((await pair.owner.client.post(`/api/items/${item.id}/review-request`, {}, key())).status).toBe(204);
    expect((await pair.owner.client.post(`/api/items/${item.id}/review-request`, {}, key())).json).toMatchObject({ code: 'listing-not-hidden' });

    const queue = (await admin.get('/api/admin/items/hidden')).json as HiddenListing[];
    expect(queue[0]).toMatchObject({ id: item.id, status: 'review-requested', reason: 'The price says per hour, the photos show a shop', title: 'Canon camera, for rent by the day' });

    expect((await restore(item)).status).toBe(200);
    expect((await pair.renter.client.get(`/api/items/${item.id}`)).json).toMatchObject({ id: item.id, moderationStatus: 'approved', rejectionReason: null });
    expect((await pair.renter.client.get(`/api/items/${item.id}/reviews`)).status).toBe(200);
    expect((await changesFor(pair.renter.client, item)).items.map((changed) => changed.id)).toEqual([item.id]);
    expect((await notificationsOf(pair.owner.client))[0]?.title).toBe(notificationMessages.listingRestoredTitle('Canon camera, for rent by the day'));
    expect((await restore(item)).json).toMatchObject({ code: 'moderation-already-done' });

    // The listing's own log: hidden, then listed again, each with why.
    const log = (await admin.get(`/api/admin/moderation-log?targetId=${item.id}`)).json as ModerationAction[];
    expect(log.map((entry) => [entry.action, entry.reason])).toEqual([
      ['restore-listing', 'Fixed by the owner'],
      ['hide-listing', 'The price says per hour, the photos show a shop'],
    ]);
  });

  it('refuses everyone but administrators, and a hide without a reason', async () => {
    const pair = await ownerAndRenter(server);
    for (const client of [pair.owner.client, pair.renter.client]) {
      expect((await client.post(`/api/admin/items/${pair.item.id}/hide`, { reason: 'x' }, key())).status).toBe(403);
      expect((await client.post(`/api/admin/items/${pair.item.id}/restore`, { reason: 'x' }, key())).status).toBe(403);
      expect((await client.get('/api/admin/items/hidden')).status).toBe(403);
    }
    expect((await server.client().post(`/api/admin/items/${pair.item.id}/hide`, { reason: 'x' }, key())).status).toBe(401);
    expect((await admin.post(`/api/admin/items/${pair.item.id}/hide`, { reason: '   ' }, key())).status).toBe(400);
    expect((await pair.renter.client.get(`/api/items/${pair.item.id}`)).status).toBe(200);
  });
});
