/**
 * Creating and updating listings (spec §7 after-call behaviour): the server's answer goes into
 * Dexie straight away, so every screen shows it; the dashboard, where a save leads, then refetches
 * the owner's list.
 */
import type { Item } from '@shared/api.ts';
import type { ListingPayloadInput } from '@shared/schemas/listing.ts';
import { keepSavedListing } from '@pwa/sync/listings/keep-saved-listing.ts';
import { postListing, putListing } from './listings-api.ts';

export async function createListing(payload: ListingPayloadInput & { id: string }, idempotencyKey: string): Promise<Item> {
  const item = await postListing(payload, idempotencyKey);
  await keepSavedListing(item);
  return item;
}

export async function updateListing(id: string, payload: ListingPayloadInput, idempotencyKey: string): Promise<Item> {
  const item = await putListing(id, payload, idempotencyKey);
  await keepSavedListing(item);
  return item;
}
