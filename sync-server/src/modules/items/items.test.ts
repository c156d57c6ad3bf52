import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const v = listingMessages.validation;

describe.each(testDatabaseKinds)('listings on %s', (kind) => {
  let server: TestServer;
  let categories: Record<string, string>;
  let owner: TestClient;
  let ownerId: string;
  const countItems = async () => Number((await server.db.knex('items').count<{ count: string }[]>('* as count'))[0]?.count);

  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
    const signedIn = await signedInClient(server);
    owner = signedIn.client;
    ownerId = signedIn.user.id;
  });
  afterAll(() => server.close());

  const create = async (overrides: Record<string, unknown> = {}, client = owner) => {
    const response = await client.post('/api/items', newListing(categories.cameras ?? '', overrides));
    expect(response.status, response.text).toBe(201);
    return response.json as Item;
  };

  describe('POST /api/items', () => {
    it('creates a listing owned by the signed-in user, with the server’s defaults', async () => {
      const item = await create({ isFeatured: true, isVerified: true, viewCount: 999, moderationStatus: 'rejected', ownerId: randomUUID() });
      expect(item).toMatchObject({
        title: 'Canon EOS 200D camera with 18-55 lens',
        price: '1200.00',
        priceUnit: 'day',
        isNegotiable: false,
        categorySlug: 'cameras',
        categoryName: 'Cameras',
        ownerId,
        isFeatured: false,
        isVerified: false,
        isAvailable: true,
        availability: 'available',
        viewCount: 0,
        minRentalDuration: 1,
        maxRentalDuration: null,
        deposit: null,
        moderationStatus: 'approved',
        rejectionReason: null,
        averageRating: null,
        reviewCount: 0,
        imageUrls: [],
      });
      expect(item.owner).toMatchObject({ fullName: 'Asha Verma', isVerified: false });
    });

    it('accepts a client-made id, so an offline draft keeps its identity', async () => {
      const id = randomUUID();
      const item = await create({ id });
      expect(item.id).toBe(id);
      expect((await server.client().get(`/api/items/${id}`)).json).toMatchObject({ id });
    });

    it('sends negotiable listings with no price and no unit', async () => {
      const item = await create({ isNegotiable: true, price: null, priceUnit: null });
      expect(item).toMatchObject({ isNegotiable: true, price: null, priceUnit: null });
    });

    it('requires a signed-in user', async () => {
      const response = await server.client().post('/api/items', newListing(categories.cameras ?? ''));
      expect(response.status).toBe(401);
    });

    it.each([
      ['title', { title: '  ' }, v.titleRequired],
      ['title', { title: 'x'.repeat(121) }, v.titleMax],
      ['description', { description: '' }, v.descriptionRequired],
      ['categoryId', { categoryId: '' }, v.categoryRequired],
      ['categoryId', { categoryId: randomUUID() }, v.categoryRequired],
      ['price', { price: null }, v.fixedPriceRequired],
      ['price', { price: '12.345' }, v.fixedPriceRequired],
      ['price', { price: '-5' }, v.fixedPriceRequired],
      ['price', { priceUnit: null }, v.fixedPriceRequired],
      ['priceUnit', { priceUnit: 'year' }, v.fixedPriceRequired],
      ['location', { location: '' }, v.locationRequired],
      ['contactPhone', { contactPhone: '98765' }, v.phoneInvalid],
      ['contactPhone', { contactPhone: '98765-43210' }, v.phoneInvalid],
      ['imageUrls', { imageUrls: Array.from({ length: 6 }, (_, n) => `/media/p${n}.webp`) }, v.tooManyPhotos],
      ['imageUrls.0', { imageUrls: ['https://evil.example/x.jpg'] }, v.mediaUrlInvalid],
    ])('refuses a bad %s with its message and writes nothing', async (field, override, message) => {
      const before = await countItems();
      const response = await owner.post('/api/items', newListing(categories.cameras ?? '', override));
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid-input', fields: { [field]: message } });
      expect(await countItems()).toBe(before);
    });

    it("codes the refusals only the server can make, so a client words them in the user's language", async () => {
      const tooMany = await owner.post('/api/items', newListing(categories.cameras ?? '', { imageUrls: Array.from({ length: 6 }, (_, n) => `/media/p${n}.webp`) }));
      expect(tooMany.json).toMatchObject({ fieldCodes: { imageUrls: 'too-many-photos' }, details: { maxPhotos: 5 } });
      // Kiraya's media address, but not a file this owner uploaded for this listing.
      const foreign = await owner.post('/api/items', newListing(categories.cameras ?? '', { imageUrls: ['/media/not-mine.webp'] }));
      expect(foreign.json).toMatchObject({ fields: { 'imageUrls.0': v.mediaUrlInvalid }, fieldCodes: { 'imageUrls.0': 'media-not-uploaded' } });
      // Not even Kiraya's media address: refused by the schema, with the same meaning and code.
      const elsewhere = await owner.post('/api/items', newListing(categories.cameras ?? '', { imageUrls: ['https://evil.example/x.jpg'] }));
      expect(elsewhere.json).toMatchObject({ fields: { 'imageUrls.0': v.mediaUrlInvalid }, fieldCodes: { 'imageUrls.0': 'media-not-uploaded' } });
    });
  });

  describe('PUT and DELETE /api/items/{id}', () => {
    it('lets the owner update the listing, including marking it rented', async () => {
      const item = await create();
      const response = await owner.request('PUT', `/api/items/${item.id}`, {
        body: newListing(categories.bikes ?? '', { title: 'Royal Enfield Classic 350', availability: 'rented' }),
      });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ title: 'Royal Enfield Classic 350', categorySlug: 'bikes', availability: 'rented', isAvailable: false });
    });

    it("refuses another user's update or delete with 403 and leaves the row unchanged", async () => {
      const item = await create();
      const { client: stranger } = await signedInClient(server);
      const update = await stranger.request('PUT', `/api/items/${item.id}`, { body: newListing(categories.cameras ?? '', { title: 'Mine now' }) });
      expect(update.status).toBe(403);
      const remove = await stranger.request('DELETE', `/api/items/${item.id}`);
      expect(remove.status).toBe(403);
      expect((await server.client().get(`/api/items/${item.id}`)).json).toMatchObject({ title: item.title });
    });

    it('lets an administrator change any listing', async () => {
      const item = await create();
      const { client: admin, user } = await signedInClient(server);
      await server.db.knex('users').where({ id: user.id }).update({ role: 'admin' });
      const response = await admin.request('DELETE', `/api/items/${item.id}`);
      expect(response.status).toBe(204);
    });

    it('soft-deletes: the listing is gone from every call but kept in the table', async () => {
      const item = await create({ title: 'Zeiss lens unique-word-zebra' });
      expect((await owner.request('DELETE', `/api/items/${item.id}`)).status).toBe(204);
      expect((await server.client().get(`/api/items/${item.id}`)).status).toBe(404);
      expect((await server.client().get('/api/items?q=unique-word-zebra')).json).toEqual([]);
      const mine = (await owner.get(`/api/users/${ownerId}/items?limit=100`)).json as Item[];
      expect(mine.map((m) => m.id)).not.toContain(item.id);
      const row = await server.db.knex('items').where({ id: item.id }).first('deleted_at');
      expect(row.deleted_at).not.toBeNull();
      expect((await owner.request('DELETE', `/api/items/${item.id}`)).status).toBe(404);
    });

    it('answers bad ids with 400 and unknown ones with 404', async () => {
      expect((await server.client().get('/api/items/not-a-uuid')).status).toBe(400);
      expect((await server.client().get(`/api/items/${randomUUID()}`)).json).toEqual({ code: 'not-found', message: 'Item not found' });
    });
  });

  describe('Idempotency-Key', () => {
    it('makes a replayed create return the first response and create nothing more', async () => {
      const key = randomUUID();
      const body = newListing(categories.cameras ?? '', { id: randomUUID() });
      const first = await owner.post('/api/items', body, { 'idempotency-key': key });
      const before = await countItems();
      const replay = await owner.post('/api/items', body, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(replay.status).toBe(201);
      expect(replay.json).toEqual(first.json);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await countItems()).toBe(before);
    });

    it('answers the same key with a different payload with 422', async () => {
      const key = randomUUID();
      await owner.post('/api/items', newListing(categories.cameras ?? ''), { 'idempotency-key': key });
      const changed = await owner.post('/api/items', newListing(categories.cameras ?? '', { title: 'Other' }), { 'idempotency-key': key });
      expect(changed.status).toBe(422);
      expect(changed.json).toMatchObject({ code: 'idempotency-mismatch' });
    });

    it('does not remember a refused request, so the corrected one can use the key', async () => {
      const key = randomUUID();
      const bad = await owner.post('/api/items', newListing(categories.cameras ?? '', { title: '' }), { 'idempotency-key': key });
      expect(bad.status).toBe(400);
      const otherUserSameKey = await (await signedInClient(server)).client.post('/api/items', newListing(categories.cameras ?? ''), { 'idempotency-key': key });
      expect(otherUserSameKey.status).toBe(201);
    });

    it('makes a replayed delete harmless', async () => {
      const item = await create();
      const key = randomUUID();
      expect((await owner.request('DELETE', `/api/items/${item.id}`, { headers: { 'idempotency-key': key } })).status).toBe(204);
      expect((await owner.request('DELETE', `/api/items/${item.id}`, { headers: { 'idempotency-key': key } })).status).toBe(204);
    });
  });
});
