/**
 * A category page's first screen: the way back, its name, description and count, and its first
 * listings' cards with their photos (the page's largest paint), where category-items.tsx and
 * listing-cards.ts draw them, in the page's language.
 */
import { ArrowLeft } from 'lucide';
import type { Category, Item } from '@shared/api.ts';
import { categoryDescription } from '@shared/messages/category-descriptions.ts';
import { categoryName } from '@shared/messages/categories.ts';
import { html, type Html } from '../html.ts';
import type { FirstScreenCopy } from './first-screen-copy.ts';
import { listingCards } from './listing-cards.ts';
import { lucideIcon } from './lucide-icon.ts';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

/** The first screen of `category`, which has `total` listings, the first of them `results`. */
export function categoryFirstScreen(copy: FirstScreenCopy, category: Category, total: number, results: readonly Item[]): Html {
  const t = copy.browse.category;
  const name = categoryName(category, copy.categories);
  const description = categoryDescription(category, copy.categoryDescriptions);
  return html`<div class="${PAGE_FRAME}"><a href="/#browse" class="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline">${lucideIcon(ArrowLeft, 'size-4')}${t.back}</a><h1 class="mt-2 text-2xl font-bold text-fg sm:text-3xl">${name}</h1>${description ? html`<p class="mt-2 max-w-2xl text-fg-muted">${description}</p>` : ''}<p class="mt-3 text-sm font-medium text-fg">${t.count(total)}</p><div class="mt-6">${listingCards(copy, results)}</div></div>`;
}
