import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, PremiumPackage, PublicUser, SiteStats, UserStats, WebsiteReview } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { profileMessages } from '@shared/schemas/profile.ts';
import { pastRange, seedBooking } from '../../test/booking-fixtures.ts';
import { key } from '../../test/conversations.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('users, reviews, plans and stats on %s', (kind) => {
  let server: TestServer;
  let categories: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
  });
  afterAll(() => server.close());

  it('shows a public profile, with email and phone only to the user themself', async () => {
    const { client, user } = await signedInClient(server);
    const own = (await client.get(`/api/users/${user.id}`)).json as PublicUser;
    expect(own).toMatchObject({ id: user.id, username: user.username, email: user.email });
    const seen = (await server.client().get(`/api/users/${user.id}`)).json as PublicUser;
    expect(seen.username).toBe(user.username);
    expect(seen).not.toHaveProperty('email');
    expect(seen).not.toHaveProperty('phone');
    expect((await server.client().get(`/api/users/${randomUUID()}`)).status).toBe(404);
    expect((await server.client().get('/api/users/42')).status).toBe(400);
  });

  it('counts listings and views from real data, with no rating until there are reviews', async () => {
    const { client, user } = await signedInClient(server);
    const empty = (await server.client().get(`/api/users/${user.id}/stats`)).json as UserStats;
    expect(empty).toEqual({ totalListings: 0, totalViews: 0, averageRating: null, reviewCount: 0 });
    const item = (await client.post('/api/items', newListing(categories.cameras ?? ''))).json as Item;
    await client.post('/api/items', newListing(categories.bikes ?? ''));
    await server.client().request('POST', `/api/items/${item.id}/view`);
    const stats = (await server.client().get(`/api/users/${user.id}/stats`)).json as UserStats;
    expect(stats).toEqual({ totalListings: 2, totalViews: 1, averageRating: null, reviewCount: 0 });

    // Two renters rate their completed rentals; the owner's own rating of a renter is not the owner's.
    for (const [index, rating] of [4, 5].entries()) {
      const renter = await signedInClient(server);
      const bookingId = await seedBooking(server.db.knex, { item, renterId: renter.user.id, ...pastRange(1 + index * 5) });
      expect((await renter.client.post(`/api/bookings/${bookingId}/reviews`, { rating }, key())).status).toBe(201);
      expect((await client.post(`/api/bookings/${bookingId}/reviews`, { rating: 1 }, key())).status).toBe(201);
    }
    expect((await server.client().get(`/api/users/${user.id}/stats`)).json).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    expect((await server.client().get(`/api/items/${item.id}`)).json).toMatchObject({ averageRating: 4.5, reviewCount: 2, owner: { averageRating: 4.5, reviewCount: 2 } });
  });

  it("lists an owner's listings, and booking counts only to the owner", async () => {
    const { client, user } = await signedInClient(server);
    const item = (await client.post('/api/items', newListing(categories.cameras ?? ''))).json as Item;
    await client.request('PUT', `/api/items/${item.id}`, { body: newListing(categories.cameras ?? '', { availability: 'unavailable' }) });
    const items = (await server.client().get(`/api/users/${user.id}/items`)).json as Item[];
    expect(items.map((i) => [i.id, i.availability])).toEqual([[item.id, 'unavailable']]);
    expect((await client.get(`/api/users/${user.id}/booking-counts`)).json).toEqual({});
    expect((await server.client().get(`/api/users/${user.id}/booking-counts`)).status).toBe(401);
    const { client: other } = await signedInClient(server);
    expect((await other.get(`/api/users/${user.id}/booking-counts`)).status).toBe(403);
  });

  it('updates the own profile by the profile form’s rules, and nobody else’s', async () => {
    const { client, user } = await signedInClient(server);
    const ok = await client.request('PUT', `/api/users/${user.id}`, { body: { fullName: 'Ravi Kumar', location: 'Nagpur', phone: '9876543210' } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ fullName: 'Ravi Kumar', location: 'Nagpur', phone: '9876543210' });
    for (const [body, field, message] of [
      [{ fullName: 'R', location: 'Nagpur' }, 'fullName', profileMessages.fullNameMin],
      [{ fullName: 'Ravi', location: 'N' }, 'location', profileMessages.locationMin],
      [{ fullName: 'Ravi', location: 'Nagpur', phone: '12345' }, 'phone', profileMessages.phoneInvalid],
      [{ fullName: 'Ravi', location: 'Nagpur', phone: '1234567890123456' }, 'phone', profileMessages.phoneInvalid],
      // Letters were once saved: the listing phone's rule and message hold for profiles too.
      [{ fullName: 'Ravi', location: 'Nagpur', phone: '98765abcde' }, 'phone', profileMessages.phoneInvalid],
      [{ fullName: 'Ravi', location: 'Nagpur', phone: '98765-43210' }, 'phone', profileMessages.phoneInvalid],
      [{ fullName: 'Ravi', location: 'Nagpur', showPhoneOnListings: 'yes' }, 'showPhoneOnListings', profileMessages.showPhoneInvalid],
    ] as const) {
      const bad = await client.request('PUT', `/api/users/${user.id}`, { body });
      expect(bad.status).toBe(400);
      expect((bad.json as { fields: Record<string, string> }).fields).toEqual({ [field]: message });
    }
    expect((await client.get('/api/auth/user')).json).toMatchObject({ phone: '9876543210' });
    const { client: other } = await signedInClient(server);
    const refused = await other.request('PUT', `/api/users/${user.id}`, { body: { fullName: 'Hacker', location: 'Nowhere' } });
    expect(refused.status).toBe(403);
    expect((await client.get('/api/auth/user')).json).toMatchObject({ fullName: 'Ravi Kumar' });
  });

  it('takes website reviews from signed-in users and lists them newest first', async () => {
    const { client } = await signedInClient(server);
    const first = await client.post('/api/website-reviews', { rating: 5, reviewText: '  Rented a camera for my sister’s wedding. Smooth!  ' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ rating: 5, reviewText: 'Rented a camera for my sister’s wedding. Smooth!', userName: 'Asha Verma' });
    await client.post('/api/website-reviews', { rating: 4, reviewText: 'Found a bike in ten minutes.' });
    const listed = (await server.client().get('/api/website-reviews')).json as WebsiteReview[];
    expect(listed.map((r) => r.rating).slice(0, 2)).toEqual([4, 5]);
    expect((await server.client().get('/api/website-reviews?limit=1')).json).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain('@example.in');
  });

  it('refuses reviews signed out or breaking the rules, writing nothing', async () => {
    const count = async () => Number((await server.db.knex('website_reviews').count<{ count: string }[]>('* as count'))[0]?.count);
    const before = await count();
    expect((await server.client().post('/api/website-reviews', { rating: 5, reviewText: 'Lovely app, really.' })).status).toBe(401);
    const { client } = await signedInClient(server);
    const r = listingMessages.reviewValidation;
    for (const [body, field, message] of [
      [{ rating: 0, reviewText: 'Lovely app, really.' }, 'rating', r.ratingRequired],
      [{ rating: 6, reviewText: 'Lovely app, really.' }, 'rating', r.ratingRequired],
      [{ rating: 4.5, reviewText: 'Lovely app, really.' }, 'rating', r.ratingRequired],
      [{ rating: 5, reviewText: '   short    ' }, 'reviewText', r.tooShort],
      [{ rating: 5, reviewText: 'x'.repeat(501) }, 'reviewText', r.tooLong],
    ] as const) {
      const response = await client.post('/api/website-reviews', body);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ fields: { [field]: message } });
    }
    expect(await count()).toBe(before);
  });

  it('lists the plans: free limits, monthly and yearly', async () => {
    const plans = (await server.client().get('/api/subscription-packages')).json as PremiumPackage[];
    expect(plans.map((p) => [p.tier, p.maxPhotos, p.maxVideoSizeMb])).toEqual([
      ['free', 5, 5],
      ['monthly', 10, 25],
      ['yearly', 15, 50],
    ]);
    expect(plans[1]?.priceInr).toMatch(/^399(\.00)?$/);
  });

  it('reports real site figures', async () => {
    const stats = (await server.client().get('/api/stats')).json as SiteStats;
    const listings = Number((await server.db.knex('items').whereNull('deleted_at').count<{ count: string }[]>('* as count'))[0]?.count);
    expect(stats).toEqual({ listings, verifiedUsers: 0, cities: 1 });
  });
});
