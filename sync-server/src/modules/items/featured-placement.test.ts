/**
 * What a paid plan sells in the lists: its owner's listings in Featured Rentals, with the Featured
 * badge, only while the plan runs, taking turns fairly when there are more than a page; and, among
 * listings equal in a list's order, verified owners' first, with pages still complete.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@shared/limits.ts';
import { apiPaths, type Item, type ItemChanges, type PaymentOrder, type PaymentResult, type PaymentVerifyPayload, type PremiumPackage } from '@shared/api.ts';
import { now, setClockOffsetForTests } from '../../clock.ts';
import { SWEEP_EVERY_MS } from '../../sweeps/hourly-sweep.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { restampListingsOfEndedPlans } from './index.ts';
import { FEATURED_TURN_MS } from './item-search.ts';


const DAY_MS = 24 * 60 * 60 * 1000;
const idsOf = (items: unknown): string[] => (items as Item[]).map((item) => item.id);

describe.each(testDatabaseKinds)('featured placement and verified owners first on %s', (kind) => {
  let server: TestServer;
  let categories: Record<string, string>;
  let plans: Record<string, PremiumPackage>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
    const packages = (await server.client().get(apiPaths.subscriptionPackages)).json as PremiumPackage[];
    plans = Object.fromEntries(packages.map((plan) => [plan.tier, plan]));
  });
  afterAll(() => server.close());
  afterEach(() => setClockOffsetForTests(0));

  const list = async (owner: TestClient, title: string, category = 'cameras', extra: Record<string, unknown> = {}): Promise<Item> => {
    const response = await owner.post('/api/items', newListing(categories[category] ?? '', { title, description: `${title} for rent.`, ...extra }));
    expect(response.status, response.text).toBe(201);
    return response.json as Item;
  };

  /** Buys the monthly plan through the built-in test gateway, as the app's test checkout does. */
  const buyMonthly = async (client: TestClient): Promise<void> => {
    const made = await client.post(apiPaths.paymentOrders, { packageId: plans.monthly?.id });
    expect(made.status, made.text).toBe(201);
    const { orderId } = made.json as PaymentOrder;
    const signed = (await client.post(apiPaths.paymentTestCheckout, { orderId, outcome: 'paid' })).json as PaymentVerifyPayload;
    const verified = await client.post(apiPaths.paymentVerify, signed);
    expect(verified.status, verified.text).toBe(200);
    expect((verified.json as PaymentResult).user.premiumTier).toBe('monthly');
  };

  /** Every page of a list, `limit` at a time, following the cursor (at most 50 pages). */
  const allPages = async (path: string, limit: number, between?: (page: number) => void): Promise<string[]> => {
    const client = server.client();
    const seen: string[] = [];
    let cursor: string | null = null;
    let page = 0;
    do {
      const response = await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status, response.text).toBe(200);
      seen.push(...idsOf(response.json));
      cursor = response.headers.get('x-next-cursor');
      between?.(++page);
    } while (cursor && page < 50);
    return seen;
  };

  it("features a premium owner's listings while the plan runs, and not once it has ended", async () => {
    const { client: owner } = await signedInClient(server);
    const item = await list(owner, 'Fujifilm X-T30 mirrorless for weddings');
    const viewer = server.client();
    const featured = async (limit: number) => idsOf((await viewer.get(`/api/items?filter=featured&limit=${limit}`)).json);
    const badge = async () => ((await viewer.get(`/api/items/${item.id}`)).json as Item).isFeatured;

    expect(await featured(50)).not.toContain(item.id);
    expect(await badge()).toBe(false);

    await buyMonthly(owner);
    expect(await featured(51)).toContain(item.id);
    expect(await badge()).toBe(true);
    const found = (await viewer.get('/api/items?q=fujifilm')).json as Item[];
    expect(found.find((each) => each.id === item.id)?.isFeatured).toBe(true);
    expect((await viewer.get('/api/items?filter=featured&featured=true&limit=3')).json).toSatisfy((items: Item[]) => items.every((each) => each.isFeatured));

    // The month bought runs out: no job runs, the lists simply read the plan as over. (Another limit
    // each time: the list cache would answer the same address for two seconds.)
    setClockOffsetForTests(31 * DAY_MS);
    expect(await featured(52)).not.toContain(item.id);
    expect(await badge()).toBe(false);
    expect(((await viewer.get('/api/items?q=fujifilm')).json as Item[]).find((each) => each.id === item.id)?.isFeatured).toBe(false);
  });

  it("tells devices holding a listing that it lost its badge once the sweep after the plan's end has run", async () => {
    const { client: owner, user } = await signedInClient(server);
    const item = await list(owner, 'Zoom lens held on a phone');
    await server.db.knex('users').where({ id: user.id }).update({ premium_tier: 'monthly', premium_expires_at: new Date(Date.now() + 60 * 60 * 1000) });
    const device = server.client();
    const held = (await device.post(apiPaths.itemChanges, { ids: [item.id] })).json as ItemChanges;
    expect(held.items.map((each) => each.isFeatured)).toEqual([true]);

    setClockOffsetForTests(2 * 60 * 60 * 1000);
    expect(await restampListingsOfEndedPlans(server.db.knex, now(), SWEEP_EVERY_MS * 2)).toBe(1);
    const changed = (await device.post(apiPaths.itemChanges, { ids: [item.id], since: held.cursor })).json as ItemChanges;
    expect(changed.items.map((each) => [each.id, each.isFeatured])).toEqual([[item.id, false]]);
    // An hour on, the plan's end is behind the sweep's window: nothing is marked again.
    setClockOffsetForTests(4 * 60 * 60 * 1000);
    expect(await restampListingsOfEndedPlans(server.db.knex, now(), SWEEP_EVERY_MS * 2)).toBe(0);
    // Back to free: the turns below move the clock by hours, and would see this plan end midway.
    await server.db.knex('users').where({ id: user.id }).update({ premium_tier: 'free', premium_expires_at: null });
  });

  it('keeps the listings featured by hand (the demo data) featured', async () => {
    const { client: owner } = await signedInClient(server);
    const item = await list(owner, 'Hand-picked shamiana tent', 'event-accessories');
    await server.db.knex('items').where({ id: item.id }).update({ is_featured: true });
    expect(((await server.client().get(`/api/items/${item.id}`)).json as Item).isFeatured).toBe(true);
    expect(await allPages('/api/items?filter=featured', 100)).toContain(item.id);
  });

  it("takes turns when more listings are featured than home's section shows: each one reaches it", async () => {
    const featuredIds = new Set(await allPages('/api/items?filter=featured', 100));
    for (let owner = 0; owner < 4; owner++) {
      const { client, user } = await signedInClient(server);
      for (let n = 0; n < owner + 3; n++) await list(client, `Turns listing ${owner}-${n}`);
      // The plan as a purchase derives it (payments/activation.ts), for an owner of many listings.
      await server.db.knex('users').where({ id: user.id }).update({ premium_tier: 'monthly', premium_expires_at: new Date(Date.now() + 30 * DAY_MS) });
    }
    const all = await allPages('/api/items?filter=featured', 100);
    expect(all.length).toBe(featuredIds.size + 3 + 4 + 5 + 6);
    const size = limits.homeSectionShown;
    expect(all.length).toBeGreaterThan(size);
    const turns = Math.ceil(all.length / size);
    const firstPages: string[][] = [];
    for (let turn = 0; turn < turns; turn++) {
      setClockOffsetForTests(turn * FEATURED_TURN_MS);
      // Another address each turn (`turn` is a key the list ignores): the list cache answers one address alike for two seconds.
      // The home section's call: it fetches one more than it shows, to know a see-more link is due.
      firstPages.push(idsOf((await server.client().get(`/api/items?filter=featured&limit=${size + 1}&turn=${turn}`)).json).slice(0, size));
    }
    expect(new Set(firstPages.flat())).toEqual(new Set(all));
    expect(firstPages[0]).not.toEqual(firstPages[1]);

    // Pages of one turn list every featured listing once, even when the hour turns between two pages.
    setClockOffsetForTests(0);
    const paged = await allPages('/api/items?filter=featured', 3, (page) => setClockOffsetForTests(page * FEATURED_TURN_MS));
    expect(paged.length).toBe(all.length);
    expect(new Set(paged)).toEqual(new Set(all));
  });

  it('lists verified owners first among equally relevant results, and pages stay complete', async () => {
    const { client: unverifiedOwner } = await signedInClient(server);
    const { client: verifiedOwner, user: verified } = await signedInClient(server);
    await server.db.knex('users').where({ id: verified.id }).update({ is_verified: true });
    const made: Item[] = [];
    // The verified owner's listings first: by id alone (newest first), the unverified ones would lead.
    for (const [owner, n] of [[verifiedOwner, 1], [verifiedOwner, 2], [unverifiedOwner, 3], [unverifiedOwner, 4], [verifiedOwner, 5], [unverifiedOwner, 6]] as const) {
      made.push(await list(owner, `Gopro tripod bundle`, 'laptops', { description: `Bundle number ${n}.` }));
    }
    const verifiedIds = new Set(made.filter((_, index) => [0, 1, 4].includes(index)).map((item) => item.id));
    const shown = idsOf((await server.client().get('/api/items?q=gopro%20tripod&limit=100')).json);
    expect(shown).toHaveLength(6);
    expect(shown.slice(0, 3).every((id) => verifiedIds.has(id))).toBe(true);
    expect(await allPages('/api/items?q=gopro%20tripod', 2)).toEqual(shown);

    // A category's list is newest first: listings listed at the same moment show verified owners' first.
    const at = new Date('2030-01-01T00:00:00.000Z');
    await server.db.knex('items').whereIn('id', made.map((item) => item.id)).update({ created_at: at });
    const category = `/api/items/category/${categories.laptops ?? ''}`;
    const inCategory = idsOf((await server.client().get(`${category}?limit=100`)).json);
    expect(inCategory.slice(0, 3).every((id) => verifiedIds.has(id))).toBe(true);
    expect(new Set(inCategory.slice(0, 6))).toEqual(new Set(made.map((item) => item.id)));
    const paged = await allPages(category, 2);
    expect(paged).toEqual(inCategory);
    expect(new Set(paged).size).toBe(paged.length);
  });
});
