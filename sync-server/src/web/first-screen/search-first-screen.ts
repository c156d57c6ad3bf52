/**
 * A search page's first screen: its heading, "Clear Filter", the dates box and the first results'
 * cards with their photos (the page's largest paint), where search-page.tsx, search-dates.tsx,
 * item-grid.tsx and item-card.tsx draw them. A card shows its photo and title; its badges, price and
 * buttons come with the app, as do the dates box's working fields.
 */
import { CalendarRange, X } from 'lucide';
import type { Item } from '@shared/api.ts';
import { ITEM_CARD_PHOTO_SIZES } from '@shared/media.ts';
import { hasCriteria, searchHeadingIn } from '@shared/search-heading.ts';
import type { SearchQuery } from '@shared/search-query.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { html, type Html } from '../html.ts';
import { listingTitle, type FirstScreenCopy } from './first-screen-copy.ts';
import { listingPhoto } from './listing-photo.ts';
import { lucideIcon } from './lucide-icon.ts';

function heading(copy: FirstScreenCopy, query: SearchQuery): Html {
  const { title, subtitle } = searchHeadingIn(copy.browse.search, query);
  const clear = hasCriteria(query) ? html`<a href="/search" class="${buttonClass('outline')}">${lucideIcon(X, 'size-4')}${copy.browse.search.clearFilter}</a>` : '';
  return html`<div class="mb-6 flex flex-wrap items-start justify-between gap-3"><div class="min-w-0"><h1 class="text-2xl font-bold text-fg sm:text-3xl">${title}</h1><p class="mt-1 break-words text-fg-muted">${subtitle}</p></div>${clear}</div>`;
}

function datesBox(copy: FirstScreenCopy, query: SearchQuery): Html {
  const t = copy.calendar.search;
  const field = (label: string, value: string | undefined) =>
    html`<label class="flex flex-col gap-1 text-sm text-fg-muted">${label}<input type="date" value="${value ?? ''}" class="${inputClass}"></label>`;
  const clear = query.from ? html`<a href="/search" class="${buttonClass('ghost', 'md', 'col-span-2 sm:col-span-1')}">${lucideIcon(X, 'size-4')}${t.clear}</a>` : '';
  return html`<form class="mb-6 rounded-2xl border border-border bg-surface p-3 sm:p-4"><h2 class="mb-2 flex items-center gap-2 font-semibold text-fg">${lucideIcon(CalendarRange, 'size-5 text-primary')}${t.dates}</h2><div class="grid grid-cols-2 gap-2 sm:flex sm:items-end">${field(t.from, query.from)}${field(t.to, query.to)}<button type="submit" class="${buttonClass('outline', 'md', 'col-span-2 sm:col-span-1')}">${t.apply}</button>${clear}</div></form>`;
}

function card(copy: FirstScreenCopy, item: Item): Html {
  const title = listingTitle(copy, item.title);
  const image = listingPhoto(item.imageUrls[0], { alt: '', sizes: ITEM_CARD_PHOTO_SIZES });
  return html`<li><article class="relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs"><div class="relative">${image}</div><div class="flex flex-1 flex-col gap-1 p-3"><h2 class="line-clamp-2 leading-snug font-semibold text-fg">${title}</h2></div></article></li>`;
}

/** The first screen of the search `query`, whose first results are `results`. */
export function searchFirstScreen(copy: FirstScreenCopy, query: SearchQuery, results: readonly Item[]): Html {
  // item-grid.tsx's grid layout.
  return html`<div class="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8">${heading(copy, query)}${datesBox(copy, query)}<ul class="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6">${results.map((item) => card(copy, item))}</ul></div>`;
}
