/**
 * Query strings of the item lists: the search's fields by the rules the search page reads them by
 * (shared readSearch), the rest with valibot; a bad value is a 400 naming its field.
 */
import * as v from 'valibot';
import { daysBetween, type DayRange } from '@shared/booking-days.ts';
import { limits } from '@shared/limits.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import {
  NEAR_RADII_KM, NEAR_RADIUS_DEFAULT_KM, parsePoint, parseRadius, readSearch, SEARCH_FILTERS, SEARCH_TEXT_MAX, type SearchField, type SearchProblem, type SearchQuery,
} from '@shared/search-query.ts';
import { today } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { limitParam, parseQuery } from '../../middleware/validate.ts';
import type { ItemFilters, ItemOrder, NearFilter } from './item-search.ts';

const flag = v.optional(v.picklist(['true', 'false'], 'must be true or false'));

/** The list's query beyond the search's own fields (q, location, filter, from, to: readSearch). */
const listQuerySchema = v.object({
  recent: flag,
  featured: flag,
  popular: flag,
  categoryId: v.optional(v.pipe(v.string(), v.uuid('categoryId must be a UUID'))),
  limit: limitParam(20, 100),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(500))),
});

const m = bookingMessages.validation;

const problemMessage = (field: SearchField, problem: SearchProblem): string => {
  switch (problem) {
    case 'not-text':
      return `${field} must be given once, as text`;
    case 'too-long':
      return `must be at most ${field === 'location' ? SEARCH_TEXT_MAX.location : SEARCH_TEXT_MAX.q} characters`;
    case 'unknown-filter':
      return `filter must be ${SEARCH_FILTERS.slice(0, -1).join(', ')} or ${SEARCH_FILTERS.at(-1) ?? ''}`;
    case 'not-a-day':
      return m.day;
    case 'not-a-point':
      return 'near must be a point as latitude,longitude in degrees, for example 18.520,73.856';
    case 'not-a-radius':
      return `radiusKm must be ${NEAR_RADII_KM.slice(0, -1).join(', ')} or ${NEAR_RADII_KM.at(-1) ?? ''}`;
  }
};

/** The search's fields of a list's query, trimmed; a field that breaks the search's rules is a 400. */
function searchOf(input: unknown): SearchQuery {
  const values = typeof input === 'object' && input !== null ? (input as Readonly<Record<string, unknown>>) : {};
  const { query, problems } = readSearch(values);
  const fields: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems) as Array<[SearchField, SearchProblem]>) fields[field] = problemMessage(field, problem);
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, 'invalid-input', first, fields);
  if (query.radiusKm !== undefined && query.near === undefined) {
    const message = 'radiusKm needs near, the point to measure from';
    throw new AppError(400, 'invalid-input', message, { near: message });
  }
  return { ...query, q: query.q?.trim() || undefined, location: query.location?.trim() || undefined };
}

/** The near-me filter a search's `near` and `radiusKm` ask for (both already checked by readSearch). */
function nearOf(query: SearchQuery): NearFilter | undefined {
  const point = query.near === undefined ? undefined : parsePoint(query.near);
  if (!point) return undefined;
  return { point, radiusKm: (query.radiusKm === undefined ? undefined : parseRadius(query.radiusKm)) ?? NEAR_RADIUS_DEFAULT_KM };
}

const badDays = (field: 'from' | 'to', message: string) => new AppError(400, 'invalid-input', message, { [field]: message });

/**
 * The days a date search asks to be free (from ≤ d < to), or undefined when it names none. Both days
 * or neither; the check-out after the check-in; not in the past (India); at most availabilityDaysMax.
 */
export function searchDays(query: { from?: string | undefined; to?: string | undefined }): DayRange | undefined {
  const { from, to } = query;
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined) throw badDays('from', m.searchBothDays);
  if (to === undefined) throw badDays('to', m.searchBothDays);
  if (to <= from) throw badDays('to', m.endAfterStart);
  if (from < today()) throw badDays('from', m.searchFromPast);
  if (daysBetween(from, to) > limits.availabilityDaysMax) throw badDays('to', m.searchTooLong);
  return { start: from, end: to };
}

/** What GET /api/items is asked for: the filters, order and page its query string says. */
export interface ItemListRequest {
  filters: ItemFilters;
  order: ItemOrder;
  limit: number;
  cursor: string | undefined;
  /**
   * Whether a cached answer stays right for the cache's window: not for a date search, which bookings
   * change without the listing write that empties the cache.
   */
  mayCache: boolean;
  /** Whether the route caches it: the lists everyone asks for at once, not searches (each is rarer). */
  cacheable: boolean;
}

/** Reads GET /api/items's query (refusing a bad one with a 400), as the route and a search page's preloads both do. */
export function itemListRequest(input: unknown): ItemListRequest {
  const search = searchOf(input);
  const query = { ...parseQuery(listQuerySchema, input), ...search };
  const filter = query.filter ?? (query.featured === 'true' ? 'featured' : query.popular === 'true' ? 'popular' : query.recent === 'true' ? 'recent' : undefined);
  const near = nearOf(query);
  // Near me is nearest first whatever else it asks; Featured Rentals has its own order, in which its
  // listings take turns at the top (featuredPivot).
  const order: ItemOrder = near ? 'distance' : filter === 'popular' ? 'popular' : filter === 'featured' ? 'featured' : query.q && !filter ? 'relevance' : 'recent';
  const freeDays = searchDays(query);
  const filters: ItemFilters = { q: query.q, location: query.location, categoryId: query.categoryId, featuredOnly: filter === 'featured', freeDays, near };
  // Each near-me search has its own point: a cache of them would hold pages nobody asks for again.
  return { filters, order, limit: query.limit, cursor: query.cursor, mayCache: !freeDays, cacheable: !filters.q && !freeDays && !near };
}
