/**
 * Saved searches: a user saves a search (at most limits.savedSearchesMax), lists and deletes theirs;
 * when a listing is published, a job finds the searches it matches and tells each of their users once
 * about it (a notification and a push alert through notify), at most once an hour for each search.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { SavedSearch, User } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { savedSearchMessages } from '@shared/messages/saved-searches.ts';
import type { SavedSearchPayload } from '@shared/schemas/saved-search.ts';
import { NEAR_RADIUS_DEFAULT_KM, parsePoint, pointText } from '@shared/search-query.ts';
import { now, today } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { JobContext, JobHandlers } from '../../jobs/job-worker.ts';
import { categoryByIdOrSlug } from '../categories/index.ts';
import { likePattern, queryExpander } from '../items/index.ts';
import { notify } from '../notify/index.ts';
import { claimMatches, deleteSavedSearch, insertSavedSearch, listSavedSearches, lockUserSavedSearches, savedSearchIdOf, type SearchMatch } from './saved-search-repo.ts';

const m = savedSearchMessages.validation;

/** The search as it is kept: blanks dropped, the point written one way, the radius given. */
function canonical(payload: SavedSearchPayload) {
  const point = payload.near ? parsePoint(payload.near) : undefined;
  return {
    q: payload.q || null,
    location: payload.location || null,
    categoryId: payload.categoryId?.toLowerCase() || null,
    point: point ? parsePoint(pointText(point)) ?? null : null,
    radiusKm: point ? (payload.radiusKm ?? NEAR_RADIUS_DEFAULT_KM) : null,
    from: payload.from || null,
    to: payload.to || null,
  };
}

/**
 * Saves the search for `user`; the same search saved again answers the one kept (`created` false).
 * Days already past, or a category that does not exist, are a 400; a twenty-first search a 409.
 */
export async function saveSearch(trx: Knex.Transaction, user: User, payload: SavedSearchPayload): Promise<{ search: SavedSearch; created: boolean }> {
  const search = canonical(payload);
  if (search.from && search.from < today()) throw new AppError(400, 'invalid-input', m.daysPast, { from: m.daysPast });
  if (search.categoryId && !(await categoryByIdOrSlug(trx, search.categoryId))) throw new AppError(400, 'invalid-input', m.category, { categoryId: m.category });
  const fingerprint = JSON.stringify(search);
  const kept = await lockUserSavedSearches(trx, user.id);
  const existing = await savedSearchIdOf(trx, user.id, fingerprint);
  if (existing) return { search: await requireSavedSearch(trx, user, existing), created: false };
  if (kept >= limits.savedSearchesMax) throw new AppError(409, 'saved-search-limit', savedSearchMessages.limitReached(limits.savedSearchesMax));
  const expander = await queryExpander();
  const id = uuidv7();
  await insertSavedSearch(trx, {
    id,
    userId: user.id,
    fingerprint,
    ...search,
    words: search.q ? (expander.tsquery(search.q) ?? '') : null,
    places: search.location ? expander.places(search.location).map(likePattern) : null,
    createdAt: now(),
  });
  return { search: await requireSavedSearch(trx, user, id), created: true };
}

async function requireSavedSearch(db: Knex, user: User, id: string): Promise<SavedSearch> {
  const [search] = await listSavedSearches(db, user.id, id);
  if (!search) throw notFound();
  return search;
}

const notFound = () => new AppError(404, 'not-found', serverMessages.notFound.savedSearch);

export const savedSearchesOf = (db: Knex, user: User): Promise<SavedSearch[]> => listSavedSearches(db, user.id);

export async function deleteSavedSearchOf(trx: Knex.Transaction, user: User, id: string): Promise<void> {
  if (!(await deleteSavedSearch(trx, user.id, id))) throw notFound();
}

/**
 * Tells the users whose saved searches published listing `itemId` matches: one notification each for
 * the listing, however many of their searches it matches, and none for a search they were told of
 * within the hour. Answers how many users were told.
 */
export async function tellMatchingSearches(trx: Knex.Transaction, itemId: string): Promise<number> {
  const at = now();
  const matches = await claimMatches(trx, itemId, at, today());
  const byUser = new Map<string, SearchMatch>();
  for (const match of matches) if (match.tell && !byUser.has(match.userId)) byUser.set(match.userId, match);
  for (const match of byUser.values()) {
    await notify(trx, {
      userId: match.userId,
      event: { kind: 'search.matched', item: match.itemTitle, words: match.q },
      itemId,
      conversationId: null,
      bookingId: null,
      sender: null,
      createdAt: at,
      push: (words) => ({ type: 'notice', title: words.title, body: words.message, url: `/item/${itemId}`, tag: `saved-search:${match.id}`, itemId }),
    });
  }
  return byUser.size;
}

export function savedSearchJobHandlers(): Pick<JobHandlers, 'saved-search.match'> {
  return {
    'saved-search.match': async ({ itemId }, { db }: JobContext) => {
      await db.transaction((trx) => tellMatchingSearches(trx, itemId));
    },
  };
}
