/**
 * "Browse Categories" (home): 2, 4, 6 or 8 columns by width, each card linking to
 * /category/{slug}. Each tile's icon sits at the top, so a row's icons line up whether its names take
 * one line or two (names start under them, not centred in the tile). While the first list loads, grey tiles hold the grid's place, so what follows
 * does not jump (and stays below a phone's first screen until the reader scrolls).
 */
import { memo, useDeferredValue } from 'react';
import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages.ts';
import { CategoryIcon } from './category-icon.tsx';
import { useCategories, type CategoriesState } from './use-categories.ts';
import { categoryName } from '@shared/messages/categories.ts';

const t = messages.home;
const gridClass = 'mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8';
/** About the 17 categories, so the real grid replaces the tiles at nearly the same height. */
const PLACEHOLDER_TILES = 16;

export function CategoryGrid() {
  // The list comes from the device's database outside any transition, so React would draw its tiles
  // (links and icons) in one long task; deferred, it draws them in short slices a tap can come between.
  const state = useDeferredValue(useCategories());
  return (
    <section aria-labelledby="browse-categories" id="browse" className="scroll-mt-20 mx-auto max-w-7xl px-3 py-8 sm:px-4">
      <h2 id="browse-categories" className="text-xl font-bold text-fg sm:text-2xl">
        {t.browseCategories}
      </h2>
      <p className="mt-1 text-fg-muted">{t.browseCategoriesText}</p>
      <CategoryTiles state={state} />
    </section>
  );
}

/** The tiles, drawn again only when the (deferred) list changes. */
const CategoryTiles = memo(function CategoryTiles({ state: { status, categories } }: { state: CategoriesState }) {
  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t.categoriesLoading}</span>
        <ul aria-hidden className={gridClass}>
          {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            <li key={index} className="min-h-28 animate-pulse rounded-2xl border border-border bg-surface" />
          ))}
        </ul>
      </div>
    );
  }
  if (status === 'unavailable') {
    return <p role="status" className="mt-5 rounded-2xl border border-dashed border-border p-6 text-center text-fg-muted">{t.categoriesUnavailable}</p>;
  }
  return (
    <ul className={gridClass}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to="/category/$slug"
            params={{ slug: category.slug }}
            className="flex h-full min-h-28 flex-col items-center justify-start gap-2 rounded-2xl border border-border bg-surface p-3 text-center shadow-xs transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              <CategoryIcon slug={category.slug} className="size-6" />
            </span>
            <span className="text-sm leading-tight font-medium text-fg">{categoryName(category)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
});
