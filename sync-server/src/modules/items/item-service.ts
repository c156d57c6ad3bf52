/** Use cases of listings: create with the server's defaults, update and delete by their owner, views. */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { Item, ItemChanges, User } from '@shared/api.ts';
import type { ListingPayload } from '@shared/schemas/listing.ts';
import type { GeoPoint } from '@shared/search-query.ts';
import { knownCities } from '../../cities/known-cities.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError, tooManyPhotosError } from '../../errors.ts';
import { authorize, can } from '../../policy/policy.ts';
import { mediaUploadedFor } from '../media/index.ts';
import { markItemConversationsChanged } from '../conversations/index.ts';
import { photoLimit } from '../packages/index.ts';
import { invalidateListCacheOnCommit } from './list-cache.ts';
import { queueJob } from '../../jobs/job-repo.ts';
import { decodeChangeCursor, decodeCursor, encodeChangeCursor } from '../../paging/cursor.ts';
import {
  countItems,
  findItem,
  insertItem,
  itemChangesSince,
  itemPageTop,
  itemOwner,
  listItems,
  recentlyViewedItems,
  recordView,
  similarItems,
  liveItemIdsOf,
  softDeleteItem,
  touchItem,
  touchItemsOfEndedPlans,
  touchOwnerItems,
  updateItem,
  type ItemPage,
  type ItemPageTop,
  type ItemWrite,
} from './item-repo.ts';
import type { ItemFilters } from './item-search.ts';
import type { ListPage } from './list-cache.ts';
import type { ItemListRequest } from './item-query.ts';

/** The payload as written, with the listing's place resolved (placeOf). */
async function toWrite(payload: ListingPayload, current?: Item): Promise<ItemWrite> {
  const { id: _id, latitude: _latitude, longitude: _longitude, availableFrom: _from, availableUntil: _until, ...write } = payload;
  return { ...write, point: await placeOf(payload, current), ...openHoursOf(payload, current) };
}

/**
 * The hours a listing priced per hour is booked between: as sent; left out of an edit, the hours it
 * had (an app from before hours keeps them); none once it is no longer priced per hour.
 */
function openHoursOf(payload: ListingPayload, current?: Item): Pick<ItemWrite, 'availableFrom' | 'availableUntil'> {
  if (payload.priceUnit !== 'hour') return { availableFrom: null, availableUntil: null };
  if (payload.availableFrom === undefined) return { availableFrom: current?.availableFrom ?? null, availableUntil: current?.availableUntil ?? null };
  return { availableFrom: payload.availableFrom, availableUntil: payload.availableUntil ?? null };
}

/**
 * Where a listing is for near-me search: the owner's point when they give one; else, on an edit that
 * keeps the location, the point it had (an owner's point survives an edit from a form without a map);
 * else the city the location names, or none.
 */
async function placeOf(payload: ListingPayload, current?: Item): Promise<GeoPoint | null> {
  if (typeof payload.latitude === 'number' && typeof payload.longitude === 'number') return { lat: payload.latitude, lon: payload.longitude };
  if (current && current.location === payload.location) return current.latitude !== null && current.longitude !== null ? { lat: current.latitude, lon: current.longitude } : null;
  return (await knownCities()).pointOf(payload.location) ?? null;
}

const mediaOf = (listing: Pick<ListingPayload, 'imageUrls' | 'videoUrl'>): string[] => [
  ...listing.imageUrls,
  ...(listing.videoUrl ? [listing.videoUrl] : []),
];

const itemNotFound = () => new AppError(404, 'not-found', serverMessages.notFound.item);

/** The page of listings GET /api/items answers `request` with. */
export function itemListPage(db: Knex, { filters, order, limit, cursor }: ItemListRequest): Promise<ItemPage> {
  return listItems(db, filters, order, limit, cursor ? decodeCursor(cursor) : undefined);
}

/** A page of a category's listings, newest first, with how many it has in all (GET /api/items/category/{id}). */
export async function categoryItemPage(db: Knex, filters: ItemFilters & { categoryId: string }, limit: number, cursor: string | undefined): Promise<ListPage> {
  const [items, total] = await Promise.all([listItems(db, filters, 'recent', limit, cursor ? decodeCursor(cursor) : undefined), countItems(db, filters)]);
  return { ...items, total };
}

/** The list cache's key of a category's page as the call with `querystring` asks for it. */
export const categoryPageKey = (categoryId: string, querystring: string): string => `category:${categoryId}:${querystring}`;

/**
 * A listing as `viewer` may see it: one hidden from others (by a moderator, or with its owner's
 * suspended account) is not found, but for its owner and administrators.
 */
export async function requireItem(db: Knex, id: string, viewer?: User): Promise<Item> {
  const item = await findItem(db, id);
  if (!item) throw itemNotFound();
  if (item.moderationStatus !== 'approved' && !can(viewer, 'listing.see-unlisted', { ownerId: item.ownerId })) throw itemNotFound();
  return item;
}

/**
 * Creates a listing owned by the signed-in user. Create-only fields (featured, verified, views,
 * moderation) take the database's defaults whatever the payload says: the schema drops them.
 */
export async function createItem(trx: Knex.Transaction, owner: User, payload: ListingPayload): Promise<Item> {
  const id = payload.id ?? uuidv7();
  await assertPhotosWithinPlan(trx, owner, payload);
  await assertOwnMedia(trx, owner, id, payload, []);
  await insertItem(trx, id, owner.id, await toWrite(payload));
  invalidateListCacheOnCommit(trx);
  // Those who saved a search it matches are told, once it is committed, by the job worker.
  await queueJob(trx, 'saved-search.match', { itemId: id });
  return requireItem(trx, id, owner);
}

/**
 * A listing holds at most as many photos as the saving user's active plan allows (free 5,
 * premium plans their package's maxPhotos); the payload schema only caps the largest plan's number.
 * An expired plan's listings keep their photos until they are next saved.
 */
async function assertPhotosWithinPlan(trx: Knex.Transaction, user: User, payload: ListingPayload): Promise<void> {
  const max = await photoLimit(trx, user);
  if (payload.imageUrls.length <= max) return;
  throw tooManyPhotosError('imageUrls', max);
}

/**
 * Photos a listing gains must be ones this user uploaded for this very listing (only
 * the owner attaches media); media the listing already has may stay.
 */
async function assertOwnMedia(trx: Knex.Transaction, user: User, itemId: string, payload: ListingPayload, kept: string[]): Promise<void> {
  const added = mediaOf(payload).filter((url) => !kept.includes(url));
  const owned = await mediaUploadedFor(trx, user.id, itemId, added);
  const foreign = added.findIndex((url) => !owned.has(url));
  if (foreign === -1) return;
  const message = listingMessages.validation.mediaUrlInvalid;
  const index = payload.imageUrls.indexOf(added[foreign] ?? '');
  const field = index === -1 ? 'videoUrl' : `imageUrls.${index}`;
  throw new AppError(400, 'invalid-input', message, { [field]: message }, undefined, { fieldCodes: { [field]: 'media-not-uploaded' } });
}

/** Who may change or delete a listing is the policy's to say. */
async function authorizeOn(trx: Knex.Transaction, user: User, action: 'listing.change' | 'listing.delete', id: string): Promise<void> {
  const ownerId = await itemOwner(trx, id);
  if (!ownerId) throw itemNotFound();
  authorize(user, action, { ownerId });
}

/** The updated listing, and the media URLs the update took off it (to be removed from storage). */
export async function changeItem(trx: Knex.Transaction, user: User, id: string, payload: ListingPayload): Promise<{ item: Item; detachedUrls: string[] }> {
  await authorizeOn(trx, user, 'listing.change', id);
  const current = await requireItem(trx, id, user);
  await assertPhotosWithinPlan(trx, user, payload);
  await assertOwnMedia(trx, user, id, payload, mediaOf(current));
  await updateItem(trx, id, await toWrite(payload, current));
  invalidateListCacheOnCommit(trx);
  const kept = new Set(mediaOf(payload));
  return { item: await requireItem(trx, id, user), detachedUrls: mediaOf(current).filter((url) => !kept.has(url)) };
}

export async function deleteItem(trx: Knex.Transaction, user: User, id: string): Promise<void> {
  await authorizeOn(trx, user, 'listing.delete', id);
  await softDeleteItem(trx, id);
  // Its conversations stay readable, now marked itemDeleted: devices must fetch them again.
  await markItemConversationsChanged(trx, id);
  invalidateListCacheOnCommit(trx);
}

/**
 * A viewer is the signed-in user, or else a hash of the address and browser (never stored in clear),
 * so one person's reloads on one day count once.
 */
export async function viewItem(trx: Knex.Transaction, id: string, user: User | undefined, ip: string, userAgent: string): Promise<void> {
  if (!(await itemOwner(trx, id))) throw itemNotFound();
  const viewer = user ? `u:${user.id}` : `a:${createHash('sha256').update(`${ip}|${userAgent}`).digest('hex')}`;
  await recordView(trx, id, viewer, user?.id);
}

/**
 * What changed among the listings a device holds. Only held ids are looked at: a phone
 * keeps a few hundred listings, and reading those few by primary key costs far less, in queries and in
 * bytes on a mobile link, than every change made anywhere since its last visit. Ids never seen by the
 * server (a listing still waiting in the device's outbox) are neither changed nor deleted.
 */
export async function changesSince(db: Knex, request: { ids: string[]; since?: string | null | undefined; limit: number }, viewer: User | undefined): Promise<ItemChanges> {
  const since = request.since ? decodeChangeCursor(request.since) : '0';
  const page = await itemChangesSince(db, [...new Set(request.ids)], since, request.limit, viewer?.id ?? null);
  return { items: page.items, deletedIds: page.deletedIds, cursor: encodeChangeCursor(page.cursor), hasMore: page.hasMore };
}

/**
 * A page of one owner's listings, newest first (their public profile; My Listings for the owner, who
 * sees the ones hidden from others too, with why).
 */
export function ownerListingsPage(db: Knex, ownerId: string, limit: number, cursor: string | undefined, viewer: User | undefined): Promise<ItemPage> {
  const includeUnlisted = can(viewer, 'listing.see-unlisted', { ownerId });
  return listItems(db, { ownerId, includeUnlisted }, 'recent', limit, cursor ? decodeCursor(cursor) : undefined);
}

/**
 * Marks an owner's listings changed when something they show of the owner changed (name, phone,
 * picture): devices holding them learn of it through the changes call, and cached lists are emptied.
 */
export async function ownerShownOnListingsChanged(trx: Knex.Transaction, ownerId: string): Promise<void> {
  await restampOwnerListings(trx, ownerId);
  invalidateListCacheOnCommit(trx);
}

/** Marks an owner's listings changed for devices (the changes call), leaving cached lists as they are. */
export const restampOwnerListings = (trx: Knex.Transaction, ownerId: string): Promise<void> => touchOwnerItems(trx, ownerId);

/**
 * Marks changed, for devices, the listings of owners whose paid plan ended in the `window` before `at`
 * (the hourly sweep): the lists stop featuring them by themselves, but a device holding one learns of
 * its lost badge only through the changes call.
 */
export const restampListingsOfEndedPlans = (db: Knex, at: Date, window: number): Promise<number> => touchItemsOfEndedPlans(db, new Date(at.getTime() - window), at);

/** The owner of a listing that is not deleted, for a module that acts on the owner's behalf. */
export const listingOwner = (db: Knex, itemId: string): Promise<string | undefined> => itemOwner(db, itemId);

/** The listings the user viewed lately, newest view first. */
export const recentlyViewedBy = (db: Knex, user: User, limit: number): Promise<Item[]> => recentlyViewedItems(db, user.id, limit);

/** Listings like this one (a 404 when it does not exist). */
export async function similarListings(db: Knex, id: string, limit: number): Promise<Item[]> {
  return similarItems(db, await requireItem(db, id), limit);
}

/** Marks a listing changed for devices (the changes call): its calendar or its reviews changed. */
export const markListingChanged = (trx: Knex.Transaction, id: string): Promise<void> => touchItem(trx, id);

export type { ItemPageTop };

/** The top of a listing's page, for the server's first screen of it. */
export const listingPageTop = (db: Knex, id: string): Promise<ItemPageTop | undefined> => itemPageTop(db, id);

/** Stores a listing as it is, without a user's checks: the demo data of a new installation. */
export const storeSeedListing = (db: Knex, id: string, ownerId: string, item: ItemWrite, createdAt?: Date): Promise<void> => insertItem(db, id, ownerId, item, createdAt);

/**
 * An account being deleted: each of its listings is deleted as its owner would, so it leaves search,
 * pages and devices' caches through the changes call. Answers their ids (their media go after commit).
 */
export async function deleteListingsOfLeavingUser(trx: Knex.Transaction, user: User): Promise<string[]> {
  const ids = await liveItemIdsOf(trx, user.id);
  for (const id of ids) await deleteItem(trx, user, id);
  return ids;
}
