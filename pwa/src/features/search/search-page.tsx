/**
 * /search: the heading for the filter or query, "Clear Filter", and the results; a search
 * longer than the server takes says so instead of asking for it. Optional dates narrow the
 * results to listings free on them; near-me orders them nearest first, within a distance.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { TextCursorInput, X } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { useFirstScreenDone } from '@pwa/ui/first-screen.ts';
import { listSearchResults, useItemListQuery } from '@pwa/features/items/index.ts';
import { NearMeButtons, NearMePanel, useNearMe, type ApplyNear } from '@pwa/features/near-me/index.ts';
import { SaveSearchButton, savedSearchOf } from '@pwa/features/saved-searches/index.ts';
import { EmptyState } from '@pwa/ui/empty-state.tsx';
import { cleanQuery, type SearchQuery } from '@shared/search-query.ts';
import { hasCriteria, searchHeading, searchKey, searchPageTitle, searchTooLong } from './search-heading.ts';
import { SearchDates } from './search-dates.tsx';
import { SearchResults } from './search-results.tsx';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

const t = browseMessages.search;

export function SearchPage(props: SearchQuery) {
  const search = cleanQuery(props);
  const navigate = useNavigate();
  const applyNear: ApplyNear = (near, { replace }) => void navigate({ to: '/search', search: { ...search, ...near }, replace });
  const nearMe = useNearMe(search, applyNear);
  const { title, subtitle } = searchHeading(search);
  const filtered = hasCriteria(search);
  const tooLong = searchTooLong(search);
  useDocumentTitle(searchPageTitle(search));
  const query = useItemListQuery(
    tooLong ? null : searchKey(search),
    (cursor, signal) => listSearchResults(search, cursor, signal),
    // A near-me list stays in memory: its key and distances tell where the person is.
    { onError: () => showToast('error', t.failed), inMemory: search.near !== undefined },
  );
  useFirstScreenDone(query.status !== 'loading');

  return (
    <div className={PAGE_FRAME}>
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
      <div className="relative">
        {/*
          In the dates box's top corner, beside its heading: the server's first screen of this page (drawn
          before the app runs) has no near-me row, and a row of its own would move the results the moment
          the app takes over. The corner has room for them down to a 320 px phone.
        */}
        <NearMeButtons nearMe={nearMe} className="absolute top-0.5 right-3 sm:top-1.5 sm:right-4" />
        {/* Keyed by the address's dates: Back or Clear shows them as they are now. */}
        <SearchDates key={`${search.from ?? ''}:${search.to ?? ''}`} search={search} />
      </div>
      <NearMePanel nearMe={nearMe} />
      {tooLong ? (
        <EmptyState icon={<TextCursorInput aria-hidden className="size-7" />} title={t.tooLong} text={tooLong}>
          <Link to="/search" className={buttonClass('primary')}>
            {t.browseAll}
          </Link>
        </EmptyState>
      ) : (
        <>
          <SearchResults query={query} filtered={filtered} nearMe={nearMe} />
          {/* Below the results, found or not: whoever finds nothing today hears when it is listed. */}
          {search.q || search.location || search.near ? (
            <div className="mt-8 flex justify-center">
              <SaveSearchButton search={savedSearchOf(search)} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The API's query without undefined members (exactOptionalPropertyTypes). */
