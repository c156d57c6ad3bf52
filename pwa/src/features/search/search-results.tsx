/**
 * The results under the search heading: loading ("Loading items..."), failure (toast "Failed to fetch
 * items" and a retry), offline with nothing saved for this search (it runs again once back online),
 * empty ("No items found" / "Browse All Items", or near-me's larger distance), or the cards with "Load more".
 */
import { Link } from '@tanstack/react-router';
import { SearchX, WifiOff } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import { Button } from '@pwa/ui/button.tsx';
import { buttonClass } from '@shared/ui/button-class.ts';
import { ItemGrid, LoadMoreButton, type ItemListQuery } from '@pwa/features/items/index.ts';
import { NearMeEmpty, type NearMe } from '@pwa/features/near-me/index.ts';
import { EmptyState } from '@pwa/ui/empty-state.tsx';
import { OfflineNote } from '@pwa/ui/offline-note.tsx';

const t = browseMessages.search;

export function SearchResults({ query, filtered, nearMe }: { query: ItemListQuery; filtered: boolean; nearMe: NearMe }) {
  if (query.status === 'loading' || query.status === 'off') {
    return (
      <>
        <p role="status" aria-busy="true" className="mb-4 text-fg-muted">
          {t.loading}
        </p>
        <ItemGrid items={[]} loading />
      </>
    );
  }
  if (query.status === 'failed') {
    return (
      <EmptyState icon={<SearchX aria-hidden className="size-7" />} title={t.failed}>
        <Button onClick={query.retry}>{t.retry}</Button>
      </EmptyState>
    );
  }
  if (query.status === 'offline') {
    return (
      <EmptyState icon={<WifiOff aria-hidden className="size-7" />} title={t.offlineTitle} text={nearMe.near ? nearMeMessages.offlineText : t.offlineText}>
        <Link to="/" className={buttonClass('primary')}>
          {browseMessages.item.backHome}
        </Link>
      </EmptyState>
    );
  }
  if (query.items.length === 0) {
    if (nearMe.near) return <NearMeEmpty nearMe={nearMe} />;
    return (
      <EmptyState icon={<SearchX aria-hidden className="size-7" />} title={t.empty} text={t.emptyText}>
        {/* With criteria, "all items" is the unfiltered search; without, the categories on home. */}
        {filtered ? (
          <Link to="/search" className={buttonClass('primary')}>
            {t.browseAll}
          </Link>
        ) : (
          <Link to="/" hash="browse" className={buttonClass('primary')}>
            {t.browseAll}
          </Link>
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <OfflineNote savedAt={query.offlineSavedAt} />
      <ItemGrid items={query.items} showDetailsButton headingLevel={2} eagerCount={2} />
      {query.hasMore ? <LoadMoreButton onClick={query.loadMore} loading={query.loadingMore} label={t.loadMore} loadingLabel={t.loadingMore} /> : null}
    </>
  );
}
