/**
 * The first screen's header: the app's header (pwa/src/features/header/site-header.tsx) as it stands
 * before its controls: the same bar at the same place with the logo, and on a phone the search box
 * under it. The buttons are left to the app (they would do nothing until it runs), and with them a
 * wider screen's search box, which takes the room the buttons leave it.
 */
import { Search } from 'lucide';
import { inputClass } from '@shared/ui/input-class.ts';
import { html, type Html } from '../html.ts';
import type { FirstScreenCopy } from './first-screen-copy.ts';
import { lucideIcon } from './lucide-icon.ts';

/** The Kiraya mark, as logo-link.tsx draws it. */
const MARK = html`<svg viewBox="0 0 64 64" aria-hidden="true" class="size-9"><rect width="64" height="64" rx="14" fill="#c2410c"></rect><path d="M22 16v32M44 16 26 33l18 15" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"></path><circle cx="47" cy="17" r="4" fill="#fde68a"></circle></svg>`;

/** The input's looks as header-search.tsx draws it. */
const SEARCH_INPUT_CLASS = `${inputClass} rounded-full bg-surface-muted pr-12 pl-4`;

function searchBox(copy: FirstScreenCopy, query: string): Html {
  return html`<form role="search" aria-label="${copy.core.header.searchLabel}" class="relative"><input type="search" value="${query}" placeholder="${copy.core.header.searchPlaceholder}" aria-label="${copy.core.header.searchLabel}" class="${SEARCH_INPUT_CLASS}"><span class="absolute inset-y-0 right-0 flex size-11 items-center justify-center rounded-full text-fg-muted">${lucideIcon(Search, 'size-5')}</span></form>`;
}

/** The header for a visitor (`signedIn`: the session hint cookie says otherwise), with `query` in its search box. */
export function firstScreenHeader(copy: FirstScreenCopy, { signedIn, query }: { signedIn: boolean; query: string }): Html {
  // logo-link.tsx: the name gives way to the buttons on the narrowest phones, sooner when signed in.
  const nameClass = signedIn ? 'max-[439px]:sr-only' : 'max-[349px]:sr-only';
  return html`<header class="border-b border-border bg-surface/95 pt-[env(safe-area-inset-top)] backdrop-blur supports-backdrop-filter:bg-surface/85"><div class="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:gap-4"><a href="/" aria-label="${copy.core.brand.homeLabel}" class="flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-xl pr-1">${MARK}<span class="text-xl font-extrabold tracking-tight text-fg ${nameClass}">${copy.core.brand.name}</span></a></div></header><div class="border-b border-border bg-surface px-3 py-2 md:hidden">${searchBox(copy, query)}</div>`;
}
