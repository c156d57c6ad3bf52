/**
 * GET /api/admin/analytics counts what is in the database: the last 30 days by day in India, with
 * today's new users, listings, conversations, booking requests, acceptances and paid plans as they
 * are made; listings and requests by category and by city (spellings of a city are one); nobody but
 * an administrator may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AdminAnalytics, type AnalyticsDay, type PaymentOrder, type PaymentVerifyPayload, type PremiumPackage } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { acceptBooking, requestBooking } from '../../test/bookings.ts';
import { contactOwner } from '../../test/conversations.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { ANALYTICS_DAYS } from './analytics-service.ts';

describe.each(testDatabaseKinds)('the administrators’ analytics on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let categories: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const signedIn = await signedInClient(server);
    await server.db.knex('users').where({ id: signedIn.user.id }).update({ role: 'admin' });
    admin = signedIn.client;
    categories = await categoryIds(server);
  });
  afterAll(() => server.close());

  const analytics = async (): Promise<AdminAnalytics> => {
    const response = await admin.get(apiPaths.adminAnalytics);
    expect(response.status, response.text).toBe(200);
    return response.json as AdminAnalytics;
  };
  const todayOf = (figures: AdminAnalytics): AnalyticsDay => figures.days.at(-1) as AnalyticsDay;

  it('answers 30 days ending today in India, every day present', async () => {
    const figures = await analytics();
    expect(figures.to).toBe(todayInIndia());
    expect(figures.from).toBe(addDays(todayInIndia(), -(ANALYTICS_DAYS - 1)));
    expect(figures.days.map((day) => day.day)).toEqual(Array.from({ length: ANALYTICS_DAYS }, (_, index) => addDays(figures.from, index)));
  });

  it('counts each thing made today on today, in the totals and by category and city', async () => {
    const before = await analytics();
    // An owner in Pune (two spellings of one city) with two camera listings, and a renter.
    const owner = await signedInClient(server);
    const renter = await signedInClient(server);
    const listed = [];
    for (const location of ['Pune, Maharashtra', 'pune, maharashtra']) {
      const response = await owner.client.post('/api/items', newListing(categories.cameras ?? '', { location }));
      expect(response.status, response.text).toBe(201);
      listed.push(response.json as { id: string });
    }
    await contactOwner(renter.client, listed[0]?.id ?? '');
    const booking = await requestBooking(renter.client, listed[0]?.id ?? '');
    await acceptBooking(owner.client, booking.id);
    await requestBooking(renter.client, listed[1]?.id ?? '', 20);
    // A paid plan through the test gateway.
    const plans = (await server.client().get(apiPaths.subscriptionPackages)).json as PremiumPackage[];
    const plan = plans.find((one) => one.tier === 'monthly');
    const order = (await owner.client.post(apiPaths.paymentOrders, { packageId: plan?.id })).json as PaymentOrder;
    const signed = (await owner.client.post(apiPaths.paymentTestCheckout, { orderId: order.orderId, outcome: 'paid' })).json as PaymentVerifyPayload;
    expect((await owner.client.post(apiPaths.paymentVerify, signed)).status).toBe(200);

    const after = await analytics();
    const [was, now] = [todayOf(before), todayOf(after)];
    expect({
      newUsers: now.newUsers - was.newUsers,
      newListings: now.newListings - was.newListings,
      conversations: now.conversations - was.conversations,
      bookingRequests: now.bookingRequests - was.bookingRequests,
      acceptedBookings: now.acceptedBookings - was.acceptedBookings,
      payments: now.payments - was.payments,
      revenuePaise: now.revenuePaise - was.revenuePaise,
    // Two conversations: the message's, and the one the request for the other listing opened.
    }).toEqual({ newUsers: 2, newListings: 2, conversations: 2, bookingRequests: 2, acceptedBookings: 1, payments: 1, revenuePaise: order.amount });
    expect(after.totals.newListings - before.totals.newListings).toBe(2);
    expect(after.totals.revenuePaise - before.totals.revenuePaise).toBe(order.amount);

    const share = (list: AdminAnalytics['byCategory'], key: string | null) => list.find((entry) => entry.key === key) ?? { listings: 0, requests: 0 };
    expect(share(after.byCategory, 'cameras').listings - share(before.byCategory, 'cameras').listings).toBe(2);
    expect(share(after.byCategory, 'cameras').requests - share(before.byCategory, 'cameras').requests).toBe(2);
    expect(share(after.byCity, 'Pune, Maharashtra').listings - share(before.byCity, 'Pune, Maharashtra').listings).toBe(2);
    expect(share(after.byCity, 'Pune, Maharashtra').requests - share(before.byCity, 'Pune, Maharashtra').requests).toBe(2);
  });

  it('is for administrators only: 401 signed out, 403 for anyone else', async () => {
    expect((await server.client().get(apiPaths.adminAnalytics)).status).toBe(401);
    const someone = await signedInClient(server);
    const refused = await someone.client.get(apiPaths.adminAnalytics);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'forbidden' });
  });
});
