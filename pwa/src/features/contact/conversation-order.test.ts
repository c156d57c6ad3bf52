// @vitest-environment node
/**
 * A renter's question and then their booking request, both made offline, reach the owner in that
 * order: the two writes have different entities (a message, a booking) but one chain, their
 * conversation about the listing, which exists on neither device yet.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { db } from '@pwa/db/app-db.ts';
import { conversationChain } from '@pwa/db/outbox-entities.ts';
import { makeBooking, OWNER_ID, RENTER_ID } from '@pwa/test/bookings.ts';
import { makeItem } from '@pwa/test/items.ts';
import { createOf, makeDraft, queue, resetOutboxTables, testFlusher } from '@pwa/test/outbox-fixtures.ts';
import { json, scriptedNetwork, type SentRequest } from '@pwa/test/scripted-network.ts';
import { makeUser } from '@pwa/test/users.ts';
import { queueBookingRequest } from '@pwa/features/bookings/index.ts';
import { queueContactMessage } from '@pwa/features/messages/index.ts';

const CONVERSATION = '01936f5e-7c2a-7b3e-9d41-c0000000000b';
const renter = makeUser({ id: RENTER_ID, fullName: 'Meera Nair', email: 'meera@example.in' });
const item = makeItem({ ownerId: OWNER_ID, title: 'Canon EOS 200D' });
const start = addDays(todayInIndia(), 5);

/** The server's answers: the message and the booking as stored, and any listing as saved. */
function answer(request: SentRequest): Response {
  const body = request.body as { id: string; message?: string | null; title?: string };
  if (request.path === '/api/messages') {
    const message: Message = { id: body.id, conversationId: CONVERSATION, itemId: item.id, senderId: RENTER_ID, body: body.message ?? '', contact: null, bookingId: null, createdAt: new Date().toISOString() };
    return json(201, message);
  }
  if (request.path === '/api/bookings') return json(201, makeBooking({ id: body.id, itemId: item.id, role: 'renter', conversationId: CONVERSATION }));
  return json(201, makeItem({ id: body.id, title: body.title ?? '', ownerId: RENTER_ID }));
}

describe("a conversation's writes made offline", () => {
  beforeEach(async () => {
    await resetOutboxTables(RENTER_ID);
    await Promise.all([db.messages.clear(), db.bookings.clear(), db.conversations.clear()]);
  });

  it('send the question before the booking request asked after it, while an unrelated write goes alongside', async () => {
    const question = await queueContactMessage(RENTER_ID, { itemId: item.id, name: 'Meera Nair', email: 'meera@example.in', phone: '', message: 'Is the lens cap included?' });
    const request = await queueBookingRequest(renter, item, { startDate: start, endDate: addDays(start, 2), message: 'For a wedding in Pune.' });
    const unrelated = makeDraft();
    await queue(createOf(unrelated, RENTER_ID));
    const chain = conversationChain(item.id, RENTER_ID);
    expect((await db.outbox.bulkGet([question.seq, request.seq])).map((op) => op?.chain)).toEqual([chain, chain]);

    // The question is answered only once the unrelated write has been sent (a slow answer, while the
    // pass goes on): the booking request must not be sent before it.
    let unrelatedSent = (): void => {};
    const sentUnrelated = new Promise<void>((resolve) => {
      unrelatedSent = resolve;
    });
    const log: string[] = [];
    const network = scriptedNetwork(async (sent) => {
      log.push(`sent ${sent.path}`);
      if (sent.path === '/api/items') unrelatedSent();
      if (sent.path === '/api/messages') await sentUnrelated;
      log.push(`answered ${sent.path}`);
      return answer(sent);
    });

    expect(await testFlusher(network.fetch, { concurrency: 4 }).flush()).toMatchObject({ sent: 3, refused: 0 });
    expect(log.filter((line) => !line.endsWith('/api/items'))).toEqual(['sent /api/messages', 'answered /api/messages', 'sent /api/bookings', 'answered /api/bookings']);
    expect(log.indexOf('sent /api/items')).toBeLessThan(log.indexOf('answered /api/messages'));
    expect(await db.messages.get(question.message.id)).toMatchObject({ conversationId: CONVERSATION });
    expect((await db.bookings.get(request.booking.id))?.pendingAction).toBeUndefined();
  });
});
