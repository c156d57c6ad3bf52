/**
 * /search: the heading for the filter or query, "Clear Filter", and the results; a search
 * longer than the server takes says so instead of asking for it. Optional dates narrow the
 * results to listings free on them.
 */
import { Link } from '@tanstack/react-router';
import { TextCursorInput, X } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { useFirstScreenDone } from '@pwa/ui/first-screen.ts';
import { listSearchResults, useItemListQuery } from '@pwa/features/items/index.ts';
import { EmptyState } from '@pwa/ui/empty-state.tsx';
import { cleanQuery, type SearchQuery } from '@shared/search-query.ts';
import { hasCriteria, searchHeading, searchKey, searchPageTitle, searchTooLong } from './search-heading.ts';
import { SearchDates } from './search-dates.tsx';
import { SearchResults } from './search-results.tsx';

const t = browseMessages.search;

export function SearchPage(props: SearchQuery) {
  const search = cleanQuery(props);
  const { title, subtitle } = searchHeading(search);
  const filtered = hasCriteria(search);
  const tooLong = searchTooLong(search);
  useDocumentTitle(searchPageTitle(search));
  const query = useItemListQuery(
    tooLong ? null : searchKey(search),
    (cursor, signal) => listSearchResults(search, cursor, signal),
    { onError: () => showToast('error', t.failed) },
  );
  useFirstScreenDone(query.status !== 'loading');

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
          <p className="mt-1 break-words text-fg-muted">{subtitle}</p>
        </div>
        {filtered ? (
          <Link to="/search" className={buttonClass('outline')}>
            <X aria-hidden className="size-4" />
            {t.clearFilter}
          </Link>
        ) : null}
      </div>
      {/* Keyed by the address's dates: Back or Clear shows them as they are now. */}
      <SearchDates key={`${search.from ?? ''}:${search.to ?? ''}`} search={search} />
      {tooLong ? (
        <EmptyState icon={<TextCursorInput aria-hidden className="size-7" />} title={t.tooLong} text={tooLong}>
          <Link to="/search" className={buttonClass('primary')}>
            {t.browseAll}
          </Link>
        </EmptyState>
      ) : (
        <SearchResults query={query} filtered={filtered} />
      )}
    </div>
  );
}

/** The API's query without undefined members (exactOptionalPropertyTypes). */
