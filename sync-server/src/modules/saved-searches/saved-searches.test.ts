/**
 * Saved searches through the real job worker and a test push service: a user saves a search (words,
 * category, place, near a point), lists and deletes theirs, within the limit; a published listing that
 * matches tells them once (a notification and a push alert opening the listing), however many of
 * their searches it matches, and at most once an hour per search; a listing that does not match, or
 * their own, tells them nothing. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Item, PushAlert, PushPublicKey, SavedSearch } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { savedSearchMessages } from '@shared/messages/saved-searches.ts';
import type { JobWorker } from '../../jobs/job-worker.ts';
import { newListing } from '../../test/factories.ts';
import { noJobsLeft } from '../../test/jobs.ts';
import { startTestPushService, type TestPushService, type TestSubscription } from '../../test/push-service.ts';
import { startTestPushWorker } from '../../test/push-worker.ts';
import { key } from '../../test/conversations.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const m = savedSearchMessages.validation;

describe.each(testDatabaseKinds)('saved searches on %s', (kind) => {
  let server: TestServer;
  let service: TestPushService;
  let worker: JobWorker;
  let categories: Record<string, string>;

  beforeAll(async () => {
    service = await startTestPushService();
    server = await startTestServer(kind, { pushServiceHosts: [service.host] });
    await service.expectVapidKey(((await server.client().get('/api/push/public-key')).json as PushPublicKey).publicKey);
    worker = startTestPushWorker(server, service);
    categories = await categoryIds(server);
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    await service?.close();
  });

  const save = (client: TestClient, body: Record<string, unknown>) => client.post('/api/saved-searches', body, key());
  const listOf = async (client: TestClient) => (await client.get('/api/saved-searches')).json as SavedSearch[];
  const publish = async (owner: TestClient, overrides: Record<string, unknown>) => {
    const response = await owner.post('/api/items', newListing(categories['event-accessories'] ?? '', overrides));
    if (response.status !== 201) throw new Error(response.text);
    return response.json as Item;
  };
  const matchedNotices = async (client: TestClient) =>
    ((await client.get('/api/notifications')).json as AppNotification[]).filter((notice) => notice.event?.kind === 'search.matched');
  const withDevice = async (client: TestClient): Promise<TestSubscription> => {
    const device = service.subscribe();
    expect((await client.post('/api/push/subscriptions', device, key())).status).toBe(201);
    return device;
  };
  const alertsTo = (device: TestSubscription): PushAlert[] => service.received.filter((push) => push.subscriptionId === device.id).map((push) => push.payload as PushAlert);

  it('saves a search, answers the same one when it is saved again, lists and deletes only its own', async () => {
    const { client } = await signedInClient(server);
    const first = await save(client, { q: ' projector ', near: '18.52,73.86', radiusKm: 10, categoryId: categories['event-accessories'] });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ q: 'projector', near: '18.520,73.860', radiusKm: 10, categorySlug: 'event-accessories', lastMatch: null });
    const again = await save(client, { q: 'projector', near: '18.520,73.860', radiusKm: 10, categoryId: categories['event-accessories'] });
    expect(again.status).toBe(200);
    expect((again.json as SavedSearch).id).toBe((first.json as SavedSearch).id);
    // Near without a radius is 25 km.
    expect((await save(client, { near: '19.076,72.878' })).json).toMatchObject({ radiusKm: 25 });
    expect((await listOf(client)).map((search) => search.q)).toEqual([null, 'projector']);

    const other = await signedInClient(server);
    const id = (first.json as SavedSearch).id;
    expect((await other.client.request('DELETE', `/api/saved-searches/${id}`)).status).toBe(404);
    expect(await listOf(other.client)).toEqual([]);
    expect((await client.request('DELETE', `/api/saved-searches/${id}`)).status).toBe(204);
    expect((await listOf(client)).map((search) => search.q)).toEqual([null]);
    expect((await server.client().get('/api/saved-searches')).status).toBe(401);
  });

  it('refuses a search for nothing, a distance without a point, half the days and past days, changing nothing', async () => {
    const { client } = await signedInClient(server);
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'q', m.nothing],
      [{ q: '   ' }, 'q', m.nothing],
      [{ q: 'tent', radiusKm: 10 }, 'radiusKm', m.radiusWithoutNear],
      [{ near: '18.5,73.8', radiusKm: 7 }, 'radiusKm', m.radius],
      [{ near: 'Pune' }, 'near', m.near],
      [{ q: 'tent', from: '2030-01-10' }, 'to', m.days],
      [{ q: 'tent', from: '2030-01-10', to: '2030-01-09' }, 'to', m.days],
      [{ q: 'tent', from: '2020-01-10', to: '2020-01-12' }, 'from', m.daysPast],
      [{ q: 'tent', categoryId: '01936f5e-0000-7000-8000-00000000ffff' }, 'categoryId', m.category],
    ];
    for (const [body, field, message] of refusals) {
      const response = await save(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid-input', fields: { [field]: message } });
    }
    expect(await listOf(client)).toEqual([]);
  });

  it(`keeps at most ${limits.savedSearchesMax} searches a user`, async () => {
    const { client } = await signedInClient(server);
    for (let n = 0; n < limits.savedSearchesMax; n++) expect((await save(client, { q: `tent ${n}` })).status).toBe(201);
    const over = await save(client, { q: 'one more tent' });
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ code: 'saved-search-limit', message: savedSearchMessages.limitReached(limits.savedSearchesMax) });
    // A search already saved is still answered.
    expect((await save(client, { q: 'tent 3' })).status).toBe(200);
    expect(await listOf(client)).toHaveLength(limits.savedSearchesMax);
  });

  it('tells the renter once of a matching listing, by notification and push, and not of one that does not match or within the hour', async () => {
    const renter = await signedInClient(server);
    const owner = await signedInClient(server);
    const phone = await withDevice(renter.client);
    await save(renter.client, { q: 'projector', near: '18.52,73.86', radiusKm: 25 });
    // A second search the same listing matches: still one notification for it.
    await save(renter.client, { categoryId: categories['event-accessories'], location: 'Pune' });
    // The owner's own search: never told of their own listing.
    await save(owner.client, { q: 'projector' });

    const first = await publish(owner.client, { title: 'Epson projector with screen', location: 'Koregaon Park, Pune' });
    await noJobsLeft(server.db.knex);
    await service.waitFor(() => alertsTo(phone).length === 1);
    const [alert] = alertsTo(phone);
    expect(alert).toMatchObject({ url: `/item/${first.id}`, itemId: first.id });
    expect(`${alert?.title} ${alert?.body}`).toContain('Epson projector with screen');
    const notices = await matchedNotices(renter.client);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ itemId: first.id, event: { kind: 'search.matched', item: 'Epson projector with screen' } });
    expect(await matchedNotices(owner.client)).toEqual([]);

    // Far away, and other words elsewhere: no match.
    await publish(owner.client, { title: 'BenQ projector', location: 'Kochi, Kerala' });
    await publish(owner.client, { title: 'Coleman tent', location: 'Kochi, Kerala', categoryId: categories.other });
    // A second match within the hour: remembered as the last match, not told.
    const second = await publish(owner.client, { title: 'Sony projector for parties', location: 'Pune, Maharashtra' });
    await noJobsLeft(server.db.knex);
    expect(await matchedNotices(renter.client)).toHaveLength(1);
    const saved = await listOf(renter.client);
    expect(saved.map((search) => search.lastMatch?.itemId)).toEqual([second.id, second.id]);
    expect(saved[0]?.lastMatch?.title).toBe('Sony projector for parties');

    // An hour on, the next match is told again.
    await server.db.knex('saved_searches').where({ user_id: renter.user.id }).update({ last_notified_at: new Date(Date.now() - 61 * 60 * 1000) });
    const third = await publish(owner.client, { title: 'Portable projector, 4K', location: 'Pune, Maharashtra' });
    await noJobsLeft(server.db.knex);
    await service.waitFor(() => alertsTo(phone).length === 2);
    expect((await matchedNotices(renter.client)).map((notice) => notice.itemId)).toContain(third.id);
    expect(alertsTo(phone)).toHaveLength(2);
  });

  it('is in its user’s data export', async () => {
    const { client } = await signedInClient(server);
    await save(client, { q: 'sewing machine', location: 'Jaipur' });
    const exported = (await client.get('/api/account/export')).json as { savedSearches: Array<{ words: string }> };
    expect(exported.savedSearches.map((search) => search.words)).toEqual(['sewing machine']);
  });
});
