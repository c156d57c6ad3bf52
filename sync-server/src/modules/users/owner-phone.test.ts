/**
 * The owner's profile phone on listings (privacy): private by default, shown only when the
 * owner turns on "Show my phone number on my listings"; a listing's own contact number always shows.
 * Turning it on or off moves the owner's listings in the change sequence, so held copies follow.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Item, PublicUser, User } from '@shared/api.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

interface Changes {
  items: Item[];
  cursor: string;
}

describe.each(testDatabaseKinds)("owner's phone on listings on %s", (kind) => {
  let server: TestServer;
  let cameras: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    cameras = (await categoryIds(server)).cameras ?? '';
  });
  afterAll(() => server.close());

  const profile = { fullName: 'Meera Nair', location: 'Kochi, Kerala', phone: '+919812345678' };
  const putProfile = (client: TestClient, user: User, body: Record<string, unknown>) =>
    client.request('PUT', `/api/users/${user.id}`, { body: { ...profile, ...body } });
  /** Every way a visitor reads a listing: the item, lists, the owner's listings, the changes call. */
  const ownerPhonesSeen = async (item: Item, ownerId: string): Promise<(string | null)[]> => {
    const visitor = server.client();
    const one = (await visitor.get(`/api/items/${item.id}`)).json as Item | undefined;
    const recent = ((await visitor.get('/api/items?filter=recent&limit=100')).json as Item[]).find((found) => found.id === item.id);
    const owners = ((await visitor.get(`/api/users/${ownerId}/items`)).json as Item[]).find((found) => found.id === item.id);
    const changed = ((await visitor.post('/api/items/changes', { ids: [item.id] })).json as Changes).items[0];
    const phoneOf = (found: Item | undefined) => (found ? found.owner.phone : 'missing');
    return [phoneOf(one), phoneOf(recent), phoneOf(owners), phoneOf(changed)];
  };

  it('keeps the profile phone off listings until the owner turns it on, and shows the listing’s own number', async () => {
    const { client, user } = await signedInClient(server);
    expect(user.showPhoneOnListings).toBe(false);
    expect((await putProfile(client, user, {})).json).toMatchObject({ phone: profile.phone, showPhoneOnListings: false });
    const withoutNumber = (await client.post('/api/items', newListing(cameras, { contactPhone: null }))).json as Item;
    const withNumber = (await client.post('/api/items', newListing(cameras, { contactPhone: '+919000000001' }))).json as Item;
    expect(await ownerPhonesSeen(withoutNumber, user.id)).toEqual([null, null, null, null]);
    const own = (await server.client().get(`/api/items/${withNumber.id}`)).json as Item;
    expect([own.contactPhone, own.owner.phone]).toEqual(['+919000000001', null]);
    // The owner's name and picture still show.
    expect(own.owner).toMatchObject({ fullName: 'Meera Nair' });

    expect((await putProfile(client, user, { showPhoneOnListings: true })).json).toMatchObject({ showPhoneOnListings: true });
    expect(await ownerPhonesSeen(withoutNumber, user.id)).toEqual(Array(4).fill(profile.phone));
    expect(((await client.get('/api/auth/user')).json as User).showPhoneOnListings).toBe(true);
  });

  it('keeps the choice when a save leaves it out, and tells it only to the owner', async () => {
    const { client, user } = await signedInClient(server);
    await putProfile(client, user, { showPhoneOnListings: true });
    expect((await putProfile(client, user, { fullName: 'Meera N.' })).json).toMatchObject({ showPhoneOnListings: true });
    expect(((await client.get(`/api/users/${user.id}`)).json as PublicUser).showPhoneOnListings).toBe(true);
    expect((await server.client().get(`/api/users/${user.id}`)).json).not.toHaveProperty('showPhoneOnListings');
  });

  it("moves the owner's listings when the choice changes, so devices holding them follow", async () => {
    const { client, user } = await signedInClient(server);
    await putProfile(client, user, {});
    const item = (await client.post('/api/items', newListing(cameras, { contactPhone: null }))).json as Item;
    const changes = async (since?: string) => (await server.client().post('/api/items/changes', { ids: [item.id], ...(since ? { since } : {}) })).json as Changes;
    // The changes call hands out a stamp only once every transaction older than it has ended, so on a
    // busy database a restamp may come a call later: asked again until it does, never skipped.
    const changedAfter = (since: string) =>
      vi.waitFor(async () => {
        const page = await changes(since);
        expect(page.items).toHaveLength(1);
        return page;
      });
    const { cursor } = await changes();
    await putProfile(client, user, { showPhoneOnListings: true });
    const shown = await changedAfter(cursor);
    expect(shown.items.map((changed) => changed.owner.phone)).toEqual([profile.phone]);
    await putProfile(client, user, { showPhoneOnListings: false });
    const hidden = await changedAfter(shown.cursor);
    expect(hidden.items.map((changed) => changed.owner.phone)).toEqual([null]);
  });
});
