// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { ACCOUNT, resetOutboxTables, testFlusher } from '@pwa/test/outbox-fixtures.ts';
import { makeBookingReview, makeReviewBooking } from '@pwa/test/review-bookings.ts';
import { apiError, json, scriptedNetwork, type SentRequest } from '@pwa/test/scripted-network.ts';
import * as enqueueModule from '@pwa/sync/enqueue.ts';
import { discardOperation } from '@pwa/sync/outbox-actions.ts';
import { conversationChain } from '@pwa/db/outbox-entities.ts';
import { queueBookingReview } from './queue-review.ts';

const body = { rating: 4, text: 'Clean camera, owner was on time.' };
const stored = (id: string) => db.bookings.get(id);

describe('queueBookingReview', () => {
  beforeEach(async () => {
    await resetOutboxTables();
    await db.bookings.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('marks the booking as waiting for its review and queues the review in one go', async () => {
    const booking = makeReviewBooking();
    await db.bookings.put({ ...booking, fetchedAt: 1 });
    const seq = await queueBookingReview(ACCOUNT, booking.id, body);
    expect(await stored(booking.id)).toMatchObject({ pendingAction: 'review', canReview: true, myReview: null });
    expect(await db.outbox.get(seq)).toMatchObject({ kind: 'booking.review', accountId: ACCOUNT, entity: `booking:${booking.id}`, payload: { bookingId: booking.id, body } });
    // After the messages and decisions of the booking's conversation.
    expect((await db.outbox.get(seq))?.chain).toBe(conversationChain(booking.itemId, booking.renterId));
  });

  it('queues a review of a booking the device does not hold, ordered by its booking alone', async () => {
    const booking = makeReviewBooking();
    const seq = await queueBookingReview(ACCOUNT, booking.id, body);
    expect(await db.outbox.get(seq)).toMatchObject({ kind: 'booking.review', entity: `booking:${booking.id}` });
    expect(await db.outbox.get(seq)).not.toHaveProperty('chain');
    expect(await db.bookings.count()).toBe(0);
  });

  it('marks nothing when the operation cannot be queued (the same transaction)', async () => {
    const booking = makeReviewBooking();
    await db.bookings.put({ ...booking, fetchedAt: 1 });
    vi.spyOn(enqueueModule, 'enqueue').mockRejectedValue(new Error('disk full'));
    await expect(queueBookingReview(ACCOUNT, booking.id, body)).rejects.toThrow('disk full');
    expect((await stored(booking.id))?.pendingAction).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends it once, and the server's review lands on the row as myReview, no longer rateable", async () => {
    const booking = makeReviewBooking();
    await db.bookings.put({ ...booking, fetchedAt: 1 });
    const review = makeBookingReview(booking.id, { rating: 4, text: body.text });
    const network = scriptedNetwork(() => json(201, review));
    await queueBookingReview(ACCOUNT, booking.id, body);
    expect((await testFlusher(network.fetch).flush()).sent).toBe(1);
    expect(network.sent).toEqual([expect.objectContaining<Partial<SentRequest>>({ method: 'POST', path: `/api/bookings/${booking.id}/reviews`, body })]);
    expect(network.sent[0]?.key).toMatch(/.+/);
    const row = await stored(booking.id);
    expect(row).toMatchObject({ canReview: false, myReview: review });
    expect(row?.pendingAction).toBeUndefined();
  });

  it('a refused review, discarded, leaves the booking rateable again', async () => {
    const booking = makeReviewBooking();
    await db.bookings.put({ ...booking, fetchedAt: 1 });
    const network = scriptedNetwork(() => apiError(409, 'review-not-allowed', 'You can rate this booking from its end date.'));
    const seq = await queueBookingReview(ACCOUNT, booking.id, body);
    await testFlusher(network.fetch).flush();
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'failed' });
    await discardOperation(seq);
    expect(await stored(booking.id)).toMatchObject({ canReview: true, myReview: null });
    expect((await stored(booking.id))?.pendingAction).toBeUndefined();
  });
});
