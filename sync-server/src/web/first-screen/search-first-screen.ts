/**
 * A search page's first screen: its heading, "Clear Filter", the dates box and the first results'
 * cards with their photos (the page's largest paint), where search-page.tsx, search-dates.tsx and
 * listing-cards.ts draw them. The dates box's working fields come with the app.
 */
import { CalendarRange, X } from 'lucide';
import type { Item } from '@shared/api.ts';
import { hasCriteria, searchHeadingIn } from '@shared/search-heading.ts';
import type { SearchQuery } from '@shared/search-query.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { html, type Html } from '../html.ts';
import type { FirstScreenCopy } from './first-screen-copy.ts';
import { listingCards } from './listing-cards.ts';
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

/** The first screen of the search `query`, whose first results are `results`. */
export function searchFirstScreen(copy: FirstScreenCopy, query: SearchQuery, results: readonly Item[]): Html {
  return html`<div class="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8">${heading(copy, query)}${datesBox(copy, query)}${listingCards(copy, results)}</div>`;
}
