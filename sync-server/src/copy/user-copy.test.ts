import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushAlert } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import hindiBookings from '@shared/messages/hi/bookings.ts';
import hindiNotifications from '@shared/messages/hi/notifications.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { acceptBooking, listingWithOwner, requestBooking } from '../test/bookings.ts';
import { contactForm, contactOwner } from '../test/conversations.ts';
import { testDatabaseKinds } from '../test/test-databases.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** The newest notification of a user, and the push alert queued for them with it. */
async function latestAlert(server: TestServer, userId: string): Promise<{ title: string; alert: PushAlert }> {
  const knex = server.db.knex;
  const notification = await knex('notifications').where({ user_id: userId }).orderBy('created_at', 'desc').first('title');
  const job = await knex('jobs').where({ kind: 'push.alert' }).whereRaw("payload->>'userId' = ?", [userId]).orderBy('created_at', 'desc').first('payload');
  return { title: notification.title, alert: job.payload.alert };
}

describe.each(testDatabaseKinds)("notifications and push alerts in the recipient's language on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('writes to a Hindi-speaking owner in Hindi, and to an English-speaking renter in English', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    expect((await owner.client.request('PUT', `/api/users/${owner.user.id}/locale`, { body: { locale: 'hi' } })).status).toBe(200);

    await contactOwner(renter.client, item.id);
    const contact = contactForm(item.id);
    const toOwner = await latestAlert(server, owner.user.id);
    expect(toOwner.title).toBe(hindiNotifications.notificationMessages.newConversationTitle(contact.name));
    expect(toOwner.alert.lang).toBe('hi');

    const booking = await requestBooking(renter.client, item.id);
    const requested = hindiBookings.notify.requested(renter.user.fullName ?? renter.user.username, item.title);
    expect(await latestAlert(server, owner.user.id)).toMatchObject({ title: requested.title, alert: { title: requested.title, lang: 'hi' } });

    await acceptBooking(owner.client, booking.id);
    const accepted = bookingMessages.notify.accepted(item.title);
    expect(await latestAlert(server, renter.user.id)).toMatchObject({ title: accepted.title, alert: { lang: 'en' } });
    expect(accepted.title).not.toBe(hindiBookings.notify.accepted(item.title).title);
    expect(notificationMessages.newConversationTitle('x')).not.toBe(hindiNotifications.notificationMessages.newConversationTitle('x'));
  });
});
