/**
 * A category's listings: back link (and near-me's buttons beside it), name, description, "N item(s)
 * available" from the server's count, the grid with "Load more", or the empty state with "List Your
 * Item". With near-me on, the category's listings nearest first, within its distance.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, PackageOpen } from 'lucide-react';
import type { Category } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { cleanQuery } from '@shared/search-query.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { useFirstScreenDone } from '@pwa/ui/first-screen.ts';
import { ItemGrid, LoadMoreButton } from '@pwa/features/items/index.ts';
import { NearMeButtons, NearMeEmpty, NearMePanel, useNearMe, type ApplyNear, type NearParams } from '@pwa/features/near-me/index.ts';
import { EmptyState } from '@pwa/ui/empty-state.tsx';
import { OfflineNote } from '@pwa/ui/offline-note.tsx';
import { categoryDescription } from '@shared/messages/category-descriptions.ts';
import { categoryName } from '@shared/messages/categories.ts';
import { SaveSearchButton, savedSearchOf } from '@pwa/features/saved-searches/index.ts';
import { NearListProblem } from './near-list-problem.tsx';
import { useCategoryList } from './use-category-list.ts';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

const t = browseMessages.category;

export function CategoryItems({ category, slug, ...params }: { category: Category; slug: string } & NearParams) {
  const { near, radiusKm } = cleanQuery(params);
  const navigate = useNavigate();
  const applyNear: ApplyNear = (next, { replace }) => void navigate({ to: '/category/$slug', params: { slug }, search: next, replace });
  const nearMe = useNearMe({ near, radiusKm }, applyNear);
  const query = useCategoryList(category.id, near, radiusKm);
  // The server's first screen of this page (sync-server/src/web/first-screen) goes once the cards are here.
  useFirstScreenDone(query.status !== 'loading');
  const count = query.total ?? query.items.length;
  const ready = query.status === 'ready';
  return (
    <div className={PAGE_FRAME}>
      {/* Beside the back link, whose row has room: the first screen the server draws has no row for them. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to="/" hash="browse" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          {t.back}
        </Link>
        <NearMeButtons nearMe={nearMe} />
      </div>
      <h1 className="mt-2 text-2xl font-bold text-fg sm:text-3xl">{categoryName(category)}</h1>
      {categoryDescription(category) ? <p className="mt-2 max-w-2xl text-fg-muted">{categoryDescription(category)}</p> : null}
      {/* A near-me list is not counted: its panel says what it holds instead. */}
      {ready && !near ? <p className="mt-3 text-sm font-medium text-fg">{t.count(count)}</p> : null}
      <div className="mt-6">
        <NearMePanel nearMe={nearMe} />
        <OfflineNote savedAt={query.offlineSavedAt} />
        {near && (query.status === 'offline' || query.status === 'failed') ? (
          <NearListProblem offline={query.status === 'offline'} onRetry={query.retry} />
        ) : ready && query.items.length === 0 ? (
          near ? (
            <NearMeEmpty nearMe={nearMe} />
          ) : (
            <EmptyState icon={<PackageOpen aria-hidden className="size-7" />} title={t.empty} text={t.emptyText}>
              <Link to="/create-listing" className={buttonClass('primary')}>
                {t.listYourItem}
              </Link>
            </EmptyState>
          )
        ) : (
          <ItemGrid items={query.items} loading={!ready} loadingLabel={browseMessages.sections.loading} headingLevel={2} eagerCount={2} />
        )}
        {query.hasMore ? <LoadMoreButton onClick={query.loadMore} loading={query.loadingMore} label={t.loadMore} loadingLabel={t.loadingMore} /> : null}
        <div className="mt-8 flex justify-center">
          <SaveSearchButton search={savedSearchOf({ near, radiusKm }, category.id)} />
        </div>
      </div>
    </div>
  );
}
