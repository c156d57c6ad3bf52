/**
 * Each notification carries what happened: the API answers its kind and facts beside the
 * words, for every kind the server writes, and the words are that event in the recipient's language.
 * Rows from before (no event) and kinds this build does not know answer null: their words stand.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AppNotification, type InboxChanges, type VerificationDocument } from '@shared/api.ts';
import { verhoeffDigit } from '@shared/documents/verhoeff.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import hindiBookings from '@shared/messages/hi/bookings.ts';
import hindiDocuments from '@shared/messages/hi/documents.ts';
import hindiNotifications from '@shared/messages/hi/notifications.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { notificationWords, type NotificationCopy } from '@shared/notification-words.ts';
import type { NotificationEvent } from '@shared/schemas/notification.ts';
import { acceptBooking, decide, requestBooking } from '../../test/bookings.ts';
import { pastRange, seedBooking } from '../../test/booking-fixtures.ts';
import { contactOwner, key, ownerAndRenter, replyIn, type Party } from '../../test/conversations.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { NOTIFICATION_TEXT_MAX } from './excerpt.ts';

const english: NotificationCopy = { notifications: notificationMessages, bookings: bookingMessages, documents: documentMessages };
const hindi: NotificationCopy = { notifications: hindiNotifications.notificationMessages, bookings: hindiBookings, documents: hindiDocuments };

let serial = 300_000_000;
/** A valid Aadhaar number, different each call. */
function aadhaar(): string {
  const base = `2${String(serial++).padStart(10, '0')}`;
  return base + verhoeffDigit(base);
}

async function list(client: TestClient): Promise<AppNotification[]> {
  const response = await client.get('/api/notifications');
  expect(response.status).toBe(200);
  return response.json as AppNotification[];
}

describe.each(testDatabaseKinds)('what notifications say happened, on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const signedIn = await signedInClient(server);
    admin = signedIn.client;
    await server.db.knex('users').where({ id: signedIn.user.id }).update({ role: 'admin' });
  });
  afterAll(() => server.close());

  const newest = async (party: Party): Promise<AppNotification | undefined> => (await list(party.client))[0];
  /** Names the party, so each fact can be told from the others. */
  const rename = async (party: Party, fullName: string) => {
    await server.db.knex('users').where({ id: party.user.id }).update({ full_name: fullName });
  };
  /** The newest notification holds this event, and its words are the event in English (the recipient's). */
  const expectNewest = async (party: Party, event: NotificationEvent) => {
    const notification = await newest(party);
    expect(notification?.event).toEqual(event);
    expect(notification).toMatchObject(notificationWords(event, english));
  };

  it('a message from the contact page and a reply: sender and the start of the text', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    await rename(owner, 'Kavita Rao');
    const long = `Is the camera free this weekend? ${'Please say. '.repeat(30)}`;
    const sent = await contactOwner(renter.client, item.id, { message: long, name: 'Ravi Kumar' });
    const text = (await newest(owner))?.message ?? '';
    expect(text.endsWith('…') && [...text].length <= NOTIFICATION_TEXT_MAX).toBe(true);
    await expectNewest(owner, { kind: 'message.contact', sender: 'Ravi Kumar', text });

    expect((await replyIn(owner.client, sent.conversationId, 'Yes, it is free.')).status).toBe(201);
    await expectNewest(renter, { kind: 'message.reply', sender: 'Kavita Rao', text: 'Yes, it is free.' });
  });

  it('a booking requested, accepted, declined and cancelled: who and which listing', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    await rename(owner, 'Kavita Rao');
    await rename(renter, 'Ravi Kumar');
    const booking = await requestBooking(renter.client, item.id, 10);
    await expectNewest(owner, { kind: 'booking.requested', renter: 'Ravi Kumar', item: item.title });

    await acceptBooking(owner.client, booking.id);
    await expectNewest(renter, { kind: 'booking.accepted', item: item.title });

    const other = await requestBooking(renter.client, item.id, 20);
    expect((await decide(owner.client, other.id, 'decline', { reason: 'Away then' })).status).toBe(200);
    await expectNewest(renter, { kind: 'booking.declined', item: item.title });

    expect((await decide(renter.client, booking.id, 'cancel')).status).toBe(200);
    await expectNewest(owner, { kind: 'booking.cancelled', by: 'Ravi Kumar', item: item.title });
  });

  it('a review of a rental: who rated, which listing, how many stars', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    await rename(renter, 'Ravi Kumar');
    const bookingId = await seedBooking(server.db.knex, { item, renterId: renter.user.id, ...pastRange(1) });
    expect((await renter.client.post(`/api/bookings/${bookingId}/reviews`, { rating: 4 }, key())).status).toBe(201);
    await expectNewest(owner, { kind: 'booking.reviewed', reviewer: 'Ravi Kumar', item: item.title, rating: 4 });
  });

  it('a document verified, and one rejected with the reason as typed', async () => {
    const submitAadhaar = async (client: TestClient): Promise<string> => {
      const response = await client.post(apiPaths.verificationDocuments, { documentType: 'aadhaar', documentNumber: aadhaar(), holderName: 'Asha Verma', documentImageUrls: [] });
      expect(response.status, response.text).toBe(201);
      return (response.json as VerificationDocument).id;
    };
    const verified = await signedInClient(server);
    const rejected = await signedInClient(server);
    const decideDocument = async (id: string, body: unknown) => expect((await admin.request('PUT', apiPaths.adminVerifyDocument(id), { body })).status).toBe(200);
    await decideDocument(await submitAadhaar(verified.client), { status: 'verified' });
    await decideDocument(await submitAadhaar(rejected.client), { status: 'rejected', rejectionReason: 'The photo is blurred' });
    await expectNewest(verified, { kind: 'document.verified', documentType: 'aadhaar' });
    await expectNewest(rejected, { kind: 'document.rejected', documentType: 'aadhaar', reason: 'The photo is blurred' });
  });

  it('the event is the same facts whatever language the words were written in, and comes with the inbox changes', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    await rename(renter, 'Ravi Kumar');
    expect((await owner.client.request('PUT', apiPaths.userLocale(owner.user.id), { body: { locale: 'hi' } })).status).toBe(200);
    await requestBooking(renter.client, item.id, 10);
    const event: NotificationEvent = { kind: 'booking.requested', renter: 'Ravi Kumar', item: item.title };
    const notification = await newest(owner);
    expect(notification).toMatchObject({ event, ...notificationWords(event, hindi) });
    // An English page words the same notification in English.
    expect(notificationWords(event, english).title).not.toBe(notification?.title);
    const changes = (await owner.client.get(apiPaths.inboxChanges)).json as InboxChanges;
    expect(changes.notifications.find((changed) => changed.id === notification?.id)?.event).toEqual(event);
  });

  it('answers null for a notification written before, and for a kind this build does not know: their words stand', async () => {
    const { client, user } = await signedInClient(server);
    const row = (id: string, title: string, event: unknown) => ({
      id,
      user_id: user.id,
      type: 'other',
      title,
      message: `${title}: the stored words`,
      event: event === null ? null : JSON.stringify(event),
      created_at: new Date(),
      change_seq: server.db.knex.raw("next_change_key('inbox_change_seq')"),
    });
    await server.db.knex('notifications').insert([
      row(randomUUID(), 'Written before', null),
      row(randomUUID(), 'From a newer server', { kind: 'listing.featured', item: 'Royal Enfield' }),
      row(randomUUID(), 'Facts missing', { kind: 'booking.accepted' }),
    ]);
    const answered = await list(client);
    expect(answered.map(({ title, message, event }) => ({ title, message, event })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'Facts missing', message: 'Facts missing: the stored words', event: null },
      { title: 'From a newer server', message: 'From a newer server: the stored words', event: null },
      { title: 'Written before', message: 'Written before: the stored words', event: null },
    ]);
  });

  it('the database refuses an event without a kind', async () => {
    const { user } = await signedInClient(server);
    const insert = (event: string) =>
      server.db.knex('notifications').insert({
        id: randomUUID(),
        user_id: user.id,
        type: 'other',
        title: 't',
        message: 'm',
        event,
        created_at: new Date(),
        change_seq: server.db.knex.raw("next_change_key('inbox_change_seq')"),
      });
    await expect(insert('{"item": "Royal Enfield"}')).rejects.toThrow(/notifications_event_kind_check/);
    await expect(insert('"booking.accepted"')).rejects.toThrow(/notifications_event_kind_check/);
  });
});

describe('the migration adding notifications’ events', () => {
  it.each(testDatabaseKinds)('keeps the notifications there, null for before, down and up again on %s', async (kind) => {
    const server = await startTestServer(kind);
    try {
      const knex = server.db.knex;
      const { owner, renter, item } = await ownerAndRenter(server);
      await contactOwner(renter.client, item.id);
      await knex.migrate.down({ name: '20261126000100_notification_events' });
      expect(await knex.schema.hasColumn('notifications', 'event')).toBe(false);
      // Written by the server before this migration: words only.
      await knex('notifications').insert({
        id: randomUUID(),
        user_id: owner.user.id,
        type: 'other',
        title: 'Before',
        message: 'Written without an event',
        created_at: new Date(),
        change_seq: knex.raw("next_change_key('inbox_change_seq')"),
      });
      await knex.migrate.up({ name: '20261126000100_notification_events' });
      const answered = await list(owner.client);
      expect(answered.map(({ title, event }) => [title, event?.kind ?? null])).toEqual([
        ['Before', null],
        [notificationMessages.newConversationTitle('Ravi Kumar'), null],
      ]);
    } finally {
      await server.close();
    }
  });
});
