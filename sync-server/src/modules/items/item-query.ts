/** Query strings of the item lists, parsed with valibot: a bad value is a 400 with its message. */
import * as v from 'valibot';
import { daysBetween, type DayRange } from '@shared/booking-days.ts';
import { limits } from '@shared/limits.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { isoDaySchema } from '@shared/schemas/booking.ts';
import { today } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { limitParam, parseQuery } from '../../middleware/validate.ts';
import type { ItemFilters, ItemOrder } from './item-search.ts';

const flag = v.optional(v.picklist(['true', 'false'], 'must be true or false'));
const text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`)));

export const listQuerySchema = v.object({
  q: text(limits.searchTextMax),
  location: text(limits.searchLocationMax),
  filter: v.optional(v.picklist(['recent', 'featured', 'popular'], 'filter must be recent, featured or popular')),
  recent: flag,
  featured: flag,
  popular: flag,
  categoryId: v.optional(v.pipe(v.string(), v.uuid('categoryId must be a UUID'))),
  from: v.optional(isoDaySchema),
  to: v.optional(isoDaySchema),
  limit: limitParam(20, 100),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(500))),
});

const m = bookingMessages.validation;
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
  const query = parseQuery(listQuerySchema, input);
  const filter = query.filter ?? (query.featured === 'true' ? 'featured' : query.popular === 'true' ? 'popular' : query.recent === 'true' ? 'recent' : undefined);
  const order: ItemOrder = filter === 'popular' ? 'popular' : query.q && !filter ? 'relevance' : 'recent';
  const freeDays = searchDays(query);
  const filters: ItemFilters = { q: query.q || undefined, location: query.location || undefined, categoryId: query.categoryId, featuredOnly: filter === 'featured', freeDays };
  return { filters, order, limit: query.limit, cursor: query.cursor, mayCache: !freeDays, cacheable: !filters.q && !freeDays };
}
