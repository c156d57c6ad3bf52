/**
 * The executor of every kind of operation. A new kind (favourites, messages, booking requests) adds
 * itself to OutboxKinds and its executor here; the outbox itself does not change.
 */
import type { Executors } from './executor.ts';
import { favoriteExecutors } from './favorites/favorite-executors.ts';
import { listingExecutors } from './listings/listing-executors.ts';

export const executors: Executors = {
  ...listingExecutors,
  ...favoriteExecutors,
};
