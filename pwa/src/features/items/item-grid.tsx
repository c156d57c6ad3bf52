/**
 * Cards in a responsive grid: two columns on a phone up to four on a desktop. `layout="row"` makes a
 * swipeable row on phones (home sections, so one section does not fill several screens) and the grid
 * from the small breakpoint up. While loading it shows `placeholders` grey cards and a status line.
 */
import { useDeferredValue } from 'react';
import type { Item } from '@shared/api.ts';
import { ItemCard } from './item-card.tsx';
import { ItemCardSkeleton } from './item-card-skeleton.tsx';

interface ItemGridProps {
  items: readonly Item[];
  loading?: boolean;
  loadingLabel?: string;
  placeholders?: number;
  layout?: 'grid' | 'row';
  showDetailsButton?: boolean;
  headingLevel?: 2 | 3;
  /** How many first cards load their photo at once (the ones above the fold). */
  eagerCount?: number;
}

const layouts = {
  grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6',
  row:
    '-mx-3 flex snap-x snap-mandatory gap-3 overflow-x-auto px-3 pb-2 [scrollbar-width:thin] ' +
    'sm:mx-0 sm:grid sm:snap-none sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-4 xl:grid-cols-6',
};
const rowItem = 'w-[46%] shrink-0 snap-start sm:w-auto';

/** Cards drawn at once when a list arrives: the first screen's, on any width. */
const FIRST_CARDS = 6;
const NO_ITEMS: readonly Item[] = [];

export function ItemGrid({
  items,
  loading = false,
  loadingLabel,
  placeholders = 4,
  layout = 'grid',
  showDetailsButton = false,
  headingLevel = 3,
  eagerCount = 0,
}: ItemGridProps) {
  const itemClass = layout === 'row' ? rowItem : '';
  // A list arrives whole (24 search results), and drawing every card at once is one long task on a
  // budget phone. The first screen's cards are drawn at once; the rest follow in a deferred render,
  // which React splits into short slices, so a tap is never kept waiting.
  const settled = useDeferredValue(items, NO_ITEMS);
  const shown = settled === items ? items : items.slice(0, FIRST_CARDS);
  if (loading) {
    return (
      <div role="status" aria-busy="true">
        {loadingLabel ? <span className="sr-only">{loadingLabel}</span> : null}
        <ul className={layouts[layout]}>
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index} className={itemClass}>
              <ItemCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={layouts[layout]}>
      {shown.map((item, index) => (
        <li key={item.id} className={itemClass}>
          <ItemCard item={item} showDetailsButton={showDetailsButton} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
