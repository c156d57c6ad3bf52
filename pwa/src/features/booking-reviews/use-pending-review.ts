/**
 * A review of this booking written on the device and still in the outbox: the stars it gives (shown
 * as "You rated ★4" before the server has it) and whether the server refused it. null when none
 * waits; undefined while reading.
 */
import { bookingEntity } from '@pwa/db/outbox-entities.ts';
import { useEntityOutbox } from '@pwa/sync/index.ts';

export interface PendingReview {
  rating: number;
  refused: boolean;
}

export function usePendingReview(bookingId: string): PendingReview | null | undefined {
  const state = useEntityOutbox(bookingEntity(bookingId));
  if (state === undefined) return undefined;
  const op = state?.operations.find((operation) => operation.kind === 'booking.review');
  if (!op || op.kind !== 'booking.review') return null;
  return { rating: op.payload.body.rating, refused: op.status === 'failed' };
}
