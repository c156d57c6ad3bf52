/**
 * The search page's title and subtitle (spec §2): one per filter (recent, featured, popular), or
 * "Search Results" with 'Showing results for: "q"' and ' in "location"' when given.
 */
import { messages } from '@shared/messages.ts';

const t = messages.browse.search;

export type SearchFilter = 'recent' | 'featured' | 'popular';

export interface SearchQuery {
  q?: string | undefined;
  location?: string | undefined;
  filter?: SearchFilter | undefined;
}

const present = (text: string | undefined): string | undefined => (text?.trim() ? text.trim() : undefined);

/** The query with blank values dropped, so "?q=" and no q are the same search. */
export function cleanQuery({ q, location, filter }: SearchQuery): SearchQuery {
  return { q: present(q), location: present(location), filter };
}

export function searchHeading(query: SearchQuery): { title: string; subtitle: string } {
  const { q, location, filter } = cleanQuery(query);
  if (filter) return t.titles[filter];
  if (q) return { title: t.resultsTitle, subtitle: t.showingResultsFor(q) + (location ? t.inLocation(location) : '') };
  return { title: t.resultsTitle, subtitle: location ? t.allItemsIn(location) : t.allItems };
}

/** The Dexie key of a search's cached results. */
export function searchKey(query: SearchQuery): string {
  const { q = '', location = '', filter = '' } = cleanQuery(query);
  return `search:${new URLSearchParams({ q, location, filter }).toString()}`;
}

export const hasCriteria = (query: SearchQuery): boolean => {
  const { q, location, filter } = cleanQuery(query);
  return Boolean(q || location || filter);
};
