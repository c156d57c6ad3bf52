/**
 * A category's listings: back link, name, description, "N item(s) available" from the
 * server's count, the grid with "Load more", or the empty state with "List Your Item".
 */
import { Link } from '@tanstack/react-router';
import { ArrowLeft, PackageOpen } from 'lucide-react';
import type { Category } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { CATEGORY_PAGE_SIZE } from '@shared/search-query.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { useFirstScreenDone } from '@pwa/ui/first-screen.ts';
import { ItemGrid, listCategoryItems, LoadMoreButton, useItemListQuery } from '@pwa/features/items/index.ts';
import { EmptyState } from '@pwa/ui/empty-state.tsx';
import { OfflineNote } from '@pwa/ui/offline-note.tsx';
import { categoryDescription } from '@shared/messages/category-descriptions.ts';
import { categoryName } from '@shared/messages/categories.ts';

const t = browseMessages.category;

export function CategoryItems({ category }: { category: Category }) {
  const query = useItemListQuery(`category:${category.id}`, (cursor, signal) =>
    listCategoryItems(category.id, { limit: CATEGORY_PAGE_SIZE, cursor }, signal),
  );
  // The server's first screen of this page (sync-server/src/web/first-screen) goes once the cards are here.
  useFirstScreenDone(query.status !== 'loading');
  const count = query.total ?? query.items.length;
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8">
      <Link to="/" hash="browse" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t.back}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-fg sm:text-3xl">{categoryName(category)}</h1>
      {categoryDescription(category) ? <p className="mt-2 max-w-2xl text-fg-muted">{categoryDescription(category)}</p> : null}
      {query.status === 'ready' ? <p className="mt-3 text-sm font-medium text-fg">{t.count(count)}</p> : null}
      <div className="mt-6">
        <OfflineNote savedAt={query.offlineSavedAt} />
        {query.status === 'ready' && query.items.length === 0 ? (
          <EmptyState icon={<PackageOpen aria-hidden className="size-7" />} title={t.empty} text={t.emptyText}>
            <Link to="/create-listing" className={buttonClass('primary')}>
              {t.listYourItem}
            </Link>
          </EmptyState>
        ) : (
          <ItemGrid
            items={query.items}
            loading={query.status !== 'ready'}
            loadingLabel={browseMessages.sections.loading}
            headingLevel={2}
            eagerCount={2}
          />
        )}
        {query.hasMore ? <LoadMoreButton onClick={query.loadMore} loading={query.loadingMore} label={t.loadMore} loadingLabel={t.loadingMore} /> : null}
      </div>
    </div>
  );
}
