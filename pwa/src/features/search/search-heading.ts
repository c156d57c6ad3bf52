/**
 * The search page's title and subtitle (spec §2): one per filter (recent, featured, popular), or
 * "Search Results" with 'Showing results for: "q"' and ' in "location"' when given. Dates (from, to)
 * narrow any of them to listings free on those days.
 */
import { limits } from '@shared/limits.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { cleanQuery, exceedsSearchLimits, type SearchQuery } from '@shared/search-query.ts';
import { titleMessages } from '@shared/messages/titles.ts';

const t = browseMessages.search;

export function searchHeading(query: SearchQuery): { title: string; subtitle: string } {
  const { q, location, filter } = cleanQuery(query);
  if (filter) return t.titles[filter];
  if (q) return { title: t.resultsTitle, subtitle: t.showingResultsFor(q) + (location ? t.inLocation(location) : '') };
  return { title: t.resultsTitle, subtitle: location ? t.allItemsIn(location) : t.allItems };
}

/** The Dexie key of a search's cached results. */
export function searchKey(query: SearchQuery): string {
  const { q = '', location = '', filter = '', from = '', to = '' } = cleanQuery(query);
  // The dates are part of the key: the same words on other days are another list.
  return `search:${new URLSearchParams({ q, location, filter, ...(from ? { from, to } : {}) }).toString()}`;
}

export const hasCriteria = (query: SearchQuery): boolean => {
  const { q, location, filter, from } = cleanQuery(query);
  return Boolean(q || location || filter || from);
};

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
