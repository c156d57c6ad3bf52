/**
 * A booking reaches the other side's phone: the request's push job, written with the
 * booking, is taken by the real job worker and delivered to a local push service that checks the
 * VAPID signature and decrypts the body as a browser would; the decision comes back to the renter's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushAlert, PushPublicKey } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import type { JobWorker } from '../../jobs/job-worker.ts';
import { acceptBooking, listingWithOwner, requestBooking } from '../../test/bookings.ts';
import { key, type Party } from '../../test/conversations.ts';
import { startTestPushService, type TestPushService, type TestSubscription } from '../../test/push-service.ts';
import { startTestPushWorker } from '../../test/push-worker.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('booking alerts by push on %s', (kind) => {
  let server: TestServer;
  let service: TestPushService;
  let worker: JobWorker;

  beforeAll(async () => {
    service = await startTestPushService();
    server = await startTestServer(kind, { pushServiceHosts: [service.host] });
    await service.expectVapidKey(((await server.client().get('/api/push/public-key')).json as PushPublicKey).publicKey);
    worker = startTestPushWorker(server, service);
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    await service?.close();
  });

  const withDevice = async (party: Party): Promise<TestSubscription> => {
    const device = service.subscribe();
    expect((await party.client.post('/api/push/subscriptions', device, key())).status).toBe(201);
    return device;
  };
  const alertsTo = (device: TestSubscription): PushAlert[] => service.received.filter((push) => push.subscriptionId === device.id).map((push) => push.payload as PushAlert);

  it('alerts the owner of a request and the renter of the acceptance, each opening the booking', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const ownerPhone = await withDevice(owner);
    const renterPhone = await withDevice(renter);

    const booking = await requestBooking(renter.client, item.id, 5, 2);
    await service.waitFor(() => alertsTo(ownerPhone).length === 1);
    const url = `/dashboard?tab=bookings&booking=${booking.id}`;
    expect(alertsTo(ownerPhone)[0]).toMatchObject({ type: 'booking', bookingId: booking.id, conversationId: booking.conversationId, itemId: item.id, url, title: 'New Booking Request' });
    expect(alertsTo(ownerPhone)[0]?.body).toContain(item.title);

    await acceptBooking(owner.client, booking.id);
    await service.waitFor(() => alertsTo(renterPhone).length === 1);
    const accepted = bookingMessages.notify.accepted(item.title);
    expect(alertsTo(renterPhone)[0]).toMatchObject({ type: 'booking', bookingId: booking.id, url, title: accepted.title, body: accepted.message });
    // The request's message in the conversation alerts no one on top of the booking's own alert.
    expect(alertsTo(ownerPhone)).toHaveLength(1);
  });
});
