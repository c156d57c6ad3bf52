/** "Similar Listings": up to 6, same category and location first; 3 placeholders while loading. */
import { browseMessages } from '@shared/messages/browse.ts';
import { listSimilarItems } from './items-api.ts';
import { ItemGrid } from './item-grid.tsx';
import { useItemListQuery } from './use-item-list-query.ts';

const t = browseMessages.item;
export const SIMILAR_LIMIT = 6;
const PLACEHOLDERS = 3;

export function SimilarListings({ itemId }: { itemId: string }) {
  const query = useItemListQuery(`similar:${itemId}`, (_cursor, signal) => listSimilarItems(itemId, SIMILAR_LIMIT, signal));
  const items = query.items.filter((item) => item.id !== itemId).slice(0, SIMILAR_LIMIT);
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="mb-4 text-xl font-bold text-fg sm:text-2xl">
        {t.similarTitle}
      </h2>
      {query.status === 'loading' ? (
        <ItemGrid items={[]} loading placeholders={PLACEHOLDERS} loadingLabel={browseMessages.sections.loading} />
      ) : items.length > 0 ? (
        <ItemGrid items={items} />
      ) : (
        <div className="rounded-2xl border border-dashed border-border p-6 text-center">
          <p className="font-medium text-fg">{t.similarEmpty}</p>
          <p className="mt-1 text-sm text-fg-muted">{t.similarEmptyText}</p>
        </div>
      )}
    </section>
  );
}
