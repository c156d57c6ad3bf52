/**
 * The search page's title and subtitle: one per filter (recent, featured, popular), or
 * "Search Results" with 'Showing results for: "q"' and ' in "location"' when given. Dates (from, to)
 * narrow any of them to listings free on them. In the copy it is given: the app's page language, or
 * the language the server writes a first screen in.
 */
import type { BrowseMessages } from './messages/browse.ts';
import { cleanQuery, type SearchQuery } from './search-query.ts';

export function searchHeadingIn(t: BrowseMessages['search'], query: SearchQuery): { title: string; subtitle: string } {
  const { q, location, filter } = cleanQuery(query);
  if (filter) return t.titles[filter];
  if (q) return { title: t.resultsTitle, subtitle: t.showingResultsFor(q) + (location ? t.inLocation(location) : '') };
  return { title: t.resultsTitle, subtitle: location ? t.allItemsIn(location) : t.allItems };
}

/** Whether a search narrows the listings at all, near-me too (its page then offers "Clear Filter"). */
export const hasCriteria = (query: SearchQuery): boolean => {
  const { q, location, filter, from, near } = cleanQuery(query);
  return Boolean(q || location || filter || from || near);
};
