/**
 * The home page's first screen: the hero as home-hero.tsx draws it before its figures arrive: the
 * heading and Hindi tagline (the page's largest paint), the search card with its empty boxes, and the
 * figures' row, empty and of its height.
 */
import { MapPin, Search } from 'lucide';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { html, type Html } from '../html.ts';
import type { FirstScreenCopy } from './first-screen-copy.ts';
import { lucideIcon } from './lucide-icon.ts';

/*
 * The card's controls do nothing until the app runs (the whole first screen is inert), and drawing them
 * keeps the hero's height, so its gradient does not change shade when the app takes over.
 */

/** hero-search.tsx's boxes. */
const BOX_CLASS = `${inputClass} border-transparent bg-surface-muted`;
const ICON_CLASS = 'pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted';
const DATE_LABEL_CLASS = 'flex flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-2';

function heroSearch(copy: FirstScreenCopy): Html {
  const t = copy.hero;
  const dateBox = (label: string) => html`<label class="${DATE_LABEL_CLASS}"><span class="shrink-0">${label}</span><input type="date" class="${BOX_CLASS}"></label>`;
  return html`<div class="mx-auto mt-6 grid max-w-3xl grid-cols-1 gap-2 rounded-2xl border border-border bg-surface p-2 shadow-md sm:grid-cols-[minmax(0,1fr)_14rem_auto]"><div class="relative">${lucideIcon(Search, ICON_CLASS)}<input type="search" placeholder="${t.searchPlaceholder}" class="${BOX_CLASS} pl-10"></div><div class="relative">${lucideIcon(MapPin, ICON_CLASS)}<input type="text" placeholder="${t.locationPlaceholder}" class="${BOX_CLASS} pl-10"></div><div class="grid grid-cols-2 gap-2 text-left text-xs text-fg-muted sm:order-last sm:col-span-3 sm:flex sm:items-center">${dateBox(t.from)}${dateBox(t.to)}</div><span class="${buttonClass('primary', 'md', 'sm:px-6')}">${t.searchButton}</span></div>`;
}

export function homeFirstScreen(copy: FirstScreenCopy): Html {
  const brand = copy.core.brand;
  return html`<section class="bg-linear-to-b from-primary-soft to-bg"><div class="mx-auto max-w-7xl px-3 pt-8 pb-6 text-center sm:px-4 sm:pt-14 sm:pb-10"><h1 class="text-3xl font-extrabold tracking-tight text-balance text-fg sm:text-5xl">${brand.tagline}</h1><p lang="hi" class="mt-3 text-lg font-medium text-balance text-primary sm:text-2xl">${brand.hindiTagline}</p>${heroSearch(copy)}<div class="mt-6 min-h-7"></div></div></section>`;
}
