/**
 * Recently Listed, Featured Rentals and Most Popular: up to 12 cards from Dexie at once,
 * refreshed from the network, a see-more link to /search?filter=… past 12, the empty text otherwise.
 * Featured Rentals only appears when there are featured items.
 */
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { ItemGrid, listItems, useItemListQuery } from '@pwa/features/items/index.ts';
import { OfflineNote } from '@pwa/ui/offline-note.tsx';
import { hasSeeMore, SECTION_FETCH, shownItems } from './section-limits.ts';
import { SectionHeading } from './section-heading.tsx';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

const t = browseMessages.sections;

export type SectionFilter = 'recent' | 'featured' | 'popular';

export function HomeItemSection({ filter }: { filter: SectionFilter }) {
  const query = useItemListQuery(`home:${filter}`, (_cursor, signal) => listItems({ filter, limit: SECTION_FETCH }, signal));
  const copy = t[filter];
  const headingId = `section-${filter}`;
  if (filter === 'featured' && (query.status !== 'ready' || query.items.length === 0)) return null;

  const seeMore = hasSeeMore(query.items) ? (
    <Link
      to="/search"
      search={{ filter }}
      aria-label={t.seeMoreLabel(copy.title)}
      className="inline-flex min-h-11 shrink-0 items-center gap-0.5 text-sm font-semibold text-primary hover:underline"
    >
      {t.seeMore}
      <ChevronRight aria-hidden className="size-4" />
    </Link>
  ) : null;

  return (
    <section aria-labelledby={headingId} className={PAGE_FRAME}>
      <SectionHeading id={headingId} title={copy.title} subtitle={copy.subtitle} action={seeMore} />
      {/* Said once, by the first section: the others are as old or older. */}
      {filter === 'recent' ? <OfflineNote savedAt={query.offlineSavedAt} /> : null}
      {query.status === 'loading' ? (
        <ItemGrid items={[]} loading layout="row" loadingLabel={t.loading} />
      ) : query.items.length > 0 ? (
        <ItemGrid items={shownItems(query.items)} layout="row" />
      ) : (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-fg-muted">
          {query.status === 'failed' || query.status === 'offline' ? messages.errors.network : t.empty}
        </p>
      )}
    </section>
  );
}
