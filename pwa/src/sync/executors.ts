/**
 * The executor of every kind of operation (the kinds are listed in outbox-types.ts). A new kind (a
 * message, a booking request) adds its executor here, beside its member of OutboxKinds; TypeScript
 * refuses the one without the other, and nothing else in the outbox changes.
 */
// A kind's executor module is its face to the outbox (it also runs in the service worker).
import { mergeFavoritesExecutor } from '@pwa/features/favorites/favorites-executor.ts';
import type { Executors } from './executor.ts';
import { createListingExecutor, deleteListingExecutor, updateListingExecutor } from './listings/listing-executors.ts';

export const executors: Executors = {
  'listing.create': createListingExecutor,
  'listing.update': updateListingExecutor,
  'listing.delete': deleteListingExecutor,
  'favorites.merge': mergeFavoritesExecutor,
};
