/**
 * The search page's words in the page's language: its title and subtitle (written by
 * shared/src/search-heading.ts, which the server's first screen uses too), its refusal of a search
 * too long, and the tab's title; and the key its results are kept under on the device.
 */
import { limits } from '@shared/limits.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { searchHeadingIn } from '@shared/search-heading.ts';
import { cleanQuery, exceedsSearchLimits, type SearchQuery } from '@shared/search-query.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { radiusOf } from '@pwa/features/near-me/index.ts';

export { hasCriteria } from '@shared/search-heading.ts';

const t = browseMessages.search;

export const searchHeading = (query: SearchQuery): { title: string; subtitle: string } => searchHeadingIn(t, query);

/** The Dexie key of a search's cached results. */
export function searchKey(query: SearchQuery): string {
  const { q = '', location = '', filter = '', from = '', to = '', near, radiusKm } = cleanQuery(query);
  // The dates and the point are part of the key: the same words on other days, or near another
  // place, are another list.
  const nearParams: Record<string, string> = near ? { near, radiusKm: String(radiusOf(radiusKm)) } : {};
  return `search:${new URLSearchParams({ q, location, filter, ...(from ? { from, to } : {}), ...nearParams }).toString()}`;
}

/**
 * Why the server would refuse this search (its q or location is longer than the item lists take),
 * or null. The boxes cap what is typed; a hand-made URL can still carry more, and then the page says
 * so rather than fetching a 400 and offering a "Try again" that cannot succeed.
 */
export function searchTooLong(query: SearchQuery): string | null {
  const over = exceedsSearchLimits(query);
  if (over === 'q') return t.textTooLong(limits.searchTextMax);
  if (over === 'location') return t.locationTooLong(limits.searchLocationMax);
  return null;
}

/** The tab's title: "Search: camera · Kiraya", the filter's title, or "Search Results". */
export function searchPageTitle(query: SearchQuery): string {
  const { q, filter } = cleanQuery(query);
  if (searchTooLong(query)) return titleMessages.searchTooLong;
  if (filter) return titleMessages.page(t.titles[filter].title);
  return q ? titleMessages.search(q) : titleMessages.searchAll;
}
