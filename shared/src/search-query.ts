/**
 * What /search asks the server: the page's address read into a query, cleaned, and the item
 * list call it makes first. Shared so the server, answering a search page's navigation, preloads the
 * very call the page will make (sync-server/src/web/landing-pages.ts): the same address, byte for byte.
 */
import { itemPaths } from './api/items.ts';
import { isIsoDay } from './iso-day.ts';
import { limits } from './limits.ts';

export const SEARCH_FILTERS = ['recent', 'featured', 'popular'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

export interface SearchQuery {
  q?: string | undefined;
  location?: string | undefined;
  filter?: SearchFilter | undefined;
  /** With `to`: only listings free for every day from ≤ d < to. */
  from?: string | undefined;
  to?: string | undefined;
  /** "LAT,LON" in degrees: only listings within `radiusKm` of the point, nearest first. */
  near?: string | undefined;
  /** How far from `near`, in km: one of NEAR_RADII_KM; NEAR_RADIUS_DEFAULT_KM when not given. */
  radiusKm?: string | undefined;
}

/** The distances a near-me search offers, in km. */
export const NEAR_RADII_KM = [5, 10, 25, 50, 100] as const;
export type NearRadiusKm = (typeof NEAR_RADII_KM)[number];
export const NEAR_RADIUS_DEFAULT_KM: NearRadiusKm = 25;

/** A point of a near-me search: degrees, as the browser's location or a city gives them. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

const POINT = /^\s*(-?\d{1,2}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/;

/** The point "LAT,LON" names, or undefined when it is not one (out of range, not numbers, too precise). */
export function parsePoint(text: string): GeoPoint | undefined {
  const match = POINT.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : undefined;
}

/**
 * A point as a near-me search writes it: to 3 decimals (about 100 m), which is as close as a distance
 * to a listing's point (itself kept to about a kilometre) needs, and keeps the address short.
 */
export const pointText = ({ lat, lon }: GeoPoint): string => `${lat.toFixed(3)},${lon.toFixed(3)}`;

/** The radius a near-me search asks for, in km: one of NEAR_RADII_KM, or undefined when it is not one. */
export function parseRadius(text: string): NearRadiusKm | undefined {
  return NEAR_RADII_KM.find((radius) => String(radius) === text.trim());
}

/** The radius in km an address asks for: the default when it names none (or no real one). */
export const radiusOf = (radiusKm: string | undefined): NearRadiusKm => (radiusKm === undefined ? undefined : parseRadius(radiusKm)) ?? NEAR_RADIUS_DEFAULT_KM;

/** 24 fills whole rows at 2, 3, 4 and 6 columns. */
export const SEARCH_PAGE_SIZE = 24;
/** A category page's listings come in pages of the search's size, for the same reason. */
export const CATEGORY_PAGE_SIZE = SEARCH_PAGE_SIZE;

/** Why a search's field breaks the rules: not text, longer than the server takes, not a filter, not a real day. */
export type SearchProblem = 'not-text' | 'too-long' | 'unknown-filter' | 'not-a-day' | 'not-a-point' | 'not-a-radius';
export type SearchField = keyof SearchQuery;

/** The most characters each text field takes, once trimmed. */
export const SEARCH_TEXT_MAX = { q: limits.searchTextMax, location: limits.searchLocationMax } as const;

/**
 * A search's values read by the one set of rules both sides follow (by hand, not a valibot schema, so
 * the first page loads no validation library). `query` keeps text as given, even too long; `problems`
 * names each field that breaks a rule. The page shows `query` and says when text is too long
 * (exceedsSearchLimits); the server refuses a search with any problem.
 */
export function readSearch(values: Readonly<Record<string, unknown>>): { query: SearchQuery; problems: Partial<Record<SearchField, SearchProblem>> } {
  const problems: Partial<Record<SearchField, SearchProblem>> = {};
  const text = (field: 'q' | 'location'): string | undefined => {
    const value = values[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      problems[field] = 'not-text';
      return undefined;
    }
    if (value.trim().length > SEARCH_TEXT_MAX[field]) problems[field] = 'too-long';
    return value;
  };
  const day = (field: 'from' | 'to'): string | undefined => {
    const value = values[field];
    if (value === undefined) return undefined;
    if (typeof value === 'string' && isIsoDay(value)) return value;
    problems[field] = 'not-a-day';
    return undefined;
  };
  const near = (): string | undefined => {
    const value = values.near;
    if (value === undefined) return undefined;
    if (typeof value === 'string' && parsePoint(value)) return value;
    problems.near = 'not-a-point';
    return undefined;
  };
  const radius = (): string | undefined => {
    const value = values.radiusKm;
    if (value === undefined) return undefined;
    if (typeof value === 'string' && parseRadius(value) !== undefined) return value;
    problems.radiusKm = 'not-a-radius';
    return undefined;
  };
  const filterValue = values.filter;
  const filter = SEARCH_FILTERS.find((known) => known === filterValue);
  if (filterValue !== undefined && !filter) problems.filter = 'unknown-filter';
  return { query: { q: text('q'), location: text('location'), filter, from: day('from'), to: day('to'), near: near(), radiusKm: radius() }, problems };
}

/** The address's values as the page reads them: an unknown filter or a malformed date is dropped rather than failing the page. */
export const searchFromParams = (search: Readonly<Record<string, unknown>>): SearchQuery => readSearch(search).query;

const present = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/** The dates when both are real days and `to` is after `from`; otherwise neither (a half range means nothing). */
export function cleanDates(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  return from && to && isIsoDay(from) && isIsoDay(to) && to > from ? { from, to } : {};
}

/** The query with blank values dropped, so "?q=" and no q are the same search. */
export function cleanQuery({ q, location, filter, from, to, near, radiusKm }: SearchQuery): SearchQuery {
  const point = near ? parsePoint(near) : undefined;
  const radius = radiusKm ? parseRadius(radiusKm) : undefined;
  return {
    q: present(q),
    location: present(location),
    filter,
    ...cleanDates(from, to),
    ...(point ? { near: pointText(point), ...(radius !== undefined ? { radiusKm: String(radius) } : {}) } : {}),
  };
}

/** Whether the server would refuse this search: its q or location is longer than the item lists take. */
export function exceedsSearchLimits(query: SearchQuery): 'q' | 'location' | null {
  const { problems } = readSearch({ q: query.q, location: query.location });
  if (problems.q === 'too-long') return 'q';
  if (problems.location === 'too-long') return 'location';
  return null;
}

/** `?a=1&b=x` from the set values only; empty when none. */
export function queryString(query: Readonly<Record<string, string | number | undefined | null>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const string = params.toString();
  return string ? `?${string}` : '';
}

/** The item list call of a search's page of results: the first without a cursor, the next ones with theirs. */
export function searchApiPath(query: SearchQuery, cursor?: string | null): string {
  const { q, location, filter, from, to, near, radiusKm } = cleanQuery(query);
  return itemPaths.items + queryString({ q, location, filter, from, to, near, radiusKm, limit: SEARCH_PAGE_SIZE, cursor });
}
