/** A booking's refused write: the user reads what happened, never a developer's message. */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { errorMessages } from '@shared/messages/errors.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeBooking } from '@pwa/test/bookings.ts';
import { bookingEntity } from '@pwa/db/outbox-entities.ts';
import { BookingSyncState } from './booking-sync-state.tsx';

const RAW = 'TypeError: Cannot read properties of undefined (reading "id")';
const booking = makeBooking({ itemTitle: 'Royal Enfield Classic 350' });

describe('BookingSyncState', () => {
  afterEach(() => db.outbox.clear());

  it("shows a failure on the device in the page's language with Retry and Discard, not its raw message", async () => {
    await db.outbox.add({
      accountId: booking.ownerId,
      entity: bookingEntity(booking.id),
      idempotencyKey: 'key-1',
      status: 'failed',
      attempts: 1,
      nextAttemptAt: 0,
      // A row stored by an earlier version still carries the raw message: it is not shown either.
      error: { status: 0, code: 'client-failure', message: RAW, fields: {} },
      createdAt: Date.now(),
      kind: 'booking.accept',
      payload: { bookingId: booking.id, reason: null },
      progress: null,
    });
    render(<BookingSyncState booking={{ ...booking, fetchedAt: Date.now() }} actions={{ retry: () => undefined, discard: () => undefined }} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(errorMessages.byCode['client-failure'])).toBeTruthy();
    expect(alert.textContent).not.toContain(RAW);
    expect(within(alert).getByRole('button', { name: bookingMessages.card.retry })).toBeTruthy();
  });
});
