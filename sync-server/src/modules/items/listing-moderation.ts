/**
 * Listings the moderators hide and list again, their owners' requests for another look, and the
 * listings of suspended owners. A listing others may not see leaves search, lists and pages at once
 * (the list cache is emptied at commit) and leaves other devices at their next changes call; its owner
 * still sees it, with the reason, and can edit it.
 */
import type { Knex } from 'knex';
import type { HiddenListing, User } from '@shared/api.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policy/policy.ts';
import { invalidateListCacheOnCommit } from './list-cache.ts';
import { hiddenListingRows, listingsOfOwner, lockListingModeration, moveOwnerListings, setListingModeration, type ModeratedListing } from './listing-moderation-repo.ts';

export type { ModeratedListing };

const t = reportMessages.server;

async function lockLiveListing(trx: Knex.Transaction, id: string): Promise<ModeratedListing> {
  const listing = await lockListingModeration(trx, id);
  if (!listing) throw new AppError(404, 'not-found', serverMessages.notFound.item);
  return listing;
}

/** Hides a listing from everyone but its owner; a listing waiting for review may be kept hidden with a new reason. */
export async function hideListing(trx: Knex.Transaction, id: string, reason: string): Promise<ModeratedListing> {
  const listing = await lockLiveListing(trx, id);
  if (listing.status === 'hidden') throw new AppError(409, 'moderation-already-done', t.alreadyHidden);
  await setListingModeration(trx, id, 'hidden', reason);
  invalidateListCacheOnCommit(trx);
  return listing;
}

/** Lists a hidden listing again; one of a suspended owner waits for the owner's restoration. */
export async function restoreListing(trx: Knex.Transaction, id: string, ownerSuspended: (ownerId: string) => Promise<boolean>): Promise<ModeratedListing> {
  const listing = await lockLiveListing(trx, id);
  // Only the owner's restoration lists it again: listing it alone would show a suspended owner's listing.
  if (listing.status === 'owner-suspended') throw new AppError(409, 'listing-waits-for-owner', t.waitsForOwner);
  if (listing.status !== 'hidden' && listing.status !== 'review-requested') throw new AppError(409, 'moderation-already-done', t.notHidden);
  await setListingModeration(trx, id, (await ownerSuspended(listing.ownerId)) ? 'owner-suspended' : 'approved', null);
  invalidateListCacheOnCommit(trx);
  return listing;
}

/** The owner, having edited a hidden listing, asks the moderators to look again (it stays hidden meanwhile). */
export async function requestListingReview(trx: Knex.Transaction, user: User, id: string): Promise<void> {
  const listing = await lockLiveListing(trx, id);
  authorize(user, 'listing.request-review', { ownerId: listing.ownerId });
  if (listing.status !== 'hidden') throw new AppError(409, 'listing-not-hidden', t.reviewOnlyHidden);
  await setListingModeration(trx, id, 'review-requested');
}

/** A suspended owner's listed listings leave every list; those hidden by a moderator stay as they are. */
export async function hideListingsOfSuspendedOwner(trx: Knex.Transaction, ownerId: string): Promise<number> {
  const moved = await moveOwnerListings(trx, ownerId, 'approved', 'owner-suspended');
  invalidateListCacheOnCommit(trx);
  return moved;
}

/** A restored owner's listings are listed again (not those a moderator hid on their own). */
export async function relistListingsOfRestoredOwner(trx: Knex.Transaction, ownerId: string): Promise<number> {
  const moved = await moveOwnerListings(trx, ownerId, 'owner-suspended', 'approved');
  invalidateListCacheOnCommit(trx);
  return moved;
}

/** How many hidden listings the moderators' list shows at once. */
export const HIDDEN_LISTINGS_MAX = 100;

export const hiddenListings = (db: Knex): Promise<HiddenListing[]> => hiddenListingRows(db, HIDDEN_LISTINGS_MAX);

/** The listings an account's page shows the moderators. */
export const OWNER_LISTINGS_MAX = 100;

export const listingsForModerators = (db: Knex, ownerId: string) => listingsOfOwner(db, ownerId, OWNER_LISTINGS_MAX);
