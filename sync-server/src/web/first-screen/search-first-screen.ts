/**
 * A search page's first screen: its heading, "Clear Filter", the dates box, a near-me search's row and
 * the first results' cards with their photos (the page's largest paint), where search-page.tsx,
 * search-dates.tsx, near-me-panel.tsx and listing-cards.ts draw them. The dates box's and the distance's
 * working fields come with the app.
 */
import { CalendarRange, LocateFixed, X } from 'lucide';
import type { Item } from '@shared/api.ts';
import { hasCriteria, searchHeadingIn } from '@shared/search-heading.ts';
import { NEAR_RADII_KM, queryString, radiusOf, type SearchQuery } from '@shared/search-query.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { autoWidthSelectClass, inputClass } from '@shared/ui/input-class.ts';
import { html, type Html } from '../html.ts';
import type { FirstScreenCopy } from './first-screen-copy.ts';
import { listingCards } from './listing-cards.ts';
import { lucideIcon } from './lucide-icon.ts';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

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

/**
 * While near-me is on: what the list is, its distance and "Turn off" (here a link to the same search
 * everywhere). The address names a point, not its place, as it does for the app on a link opened from
 * elsewhere; the app names the place when this device chose it.
 */
function nearRow(copy: FirstScreenCopy, query: SearchQuery): Html | '' {
  if (!query.near) return '';
  const t = copy.nearMe;
  const radiusKm = radiusOf(query.radiusKm);
  const options = NEAR_RADII_KM.map((km) => html`<option value="${String(km)}"${km === radiusKm ? html` selected` : ''}>${t.radiusOption(km)}</option>`);
  const everywhere = `/search${queryString({ ...query, near: undefined, radiusKm: undefined })}`;
  const distance = html`<div class="flex items-center gap-2"><label for="first-screen-near-radius" class="text-sm font-medium whitespace-nowrap text-fg">${t.radius}</label><select id="first-screen-near-radius" class="${autoWidthSelectClass}">${options}</select></div>`;
  const turnOff = html`<a href="${everywhere}" aria-label="${t.turnOffLabel}" class="${buttonClass('outline')}">${lucideIcon(X, 'size-4')}${t.turnOff}</a>`;
  return html`<div class="mb-6 flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3 sm:p-4"><div class="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"><p class="flex items-start gap-2 font-medium text-fg">${lucideIcon(LocateFixed, 'mt-0.5 size-5 shrink-0 text-primary')}${t.summary.point(radiusKm)}</p><div class="flex flex-wrap items-center justify-between gap-2 sm:justify-end">${distance}${turnOff}</div></div></div>`;
}

/** The first screen of the search `query`, whose first results are `results`. */
export function searchFirstScreen(copy: FirstScreenCopy, query: SearchQuery, results: readonly Item[]): Html {
  return html`<div class="${PAGE_FRAME}">${heading(copy, query)}${datesBox(copy, query)}${nearRow(copy, query)}${listingCards(copy, results)}</div>`;
}
