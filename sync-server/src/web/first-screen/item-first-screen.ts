/**
 * An item page's first screen: the listing's photo (its largest paint, drawn from the HTML) and its
 * title, at the places item-page.tsx, item-media.tsx and item-details.tsx draw them. The thumbnail
 * strip's boxes are kept empty, so the title sits where the app will put it; the rest of the page
 * (badges, price, owner, the calendar) comes with the app.
 */
import { ITEM_PAGE_PHOTO_SIZES } from '@shared/media.ts';
import type { ItemPageTop } from '../../modules/items/index.ts';
import { html, type Html } from '../html.ts';
import { listingTitle, type FirstScreenCopy } from './first-screen-copy.ts';
import { listingPhoto } from './listing-photo.ts';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

/** item-media.tsx: the main view, then up to four thumbnails. */
const THUMBNAILS = 4;

/** The photo the page shows first, or undefined when it shows its video (or has no photo). */
export const itemPageFirstPhoto = (item: ItemPageTop): string | undefined => (item.videoUrl ? undefined : item.imageUrls[0]);

function thumbnailBoxes(item: ItemPageTop): Html | '' {
  const count = item.imageUrls.length + (item.videoUrl ? 1 : 0);
  if (count < 2) return '';
  const box = html`<li><span class="relative block w-full overflow-hidden rounded-xl border-2 border-transparent"><span class="block aspect-4/3 bg-surface-muted"></span></span></li>`;
  return html`<ul class="mt-3 grid grid-cols-4 gap-2">${Array.from({ length: Math.min(count, THUMBNAILS) }, () => box)}</ul>`;
}

export function itemFirstScreen(copy: FirstScreenCopy, item: ItemPageTop): Html {
  const title = listingTitle(copy, item.title);
  // The favourite button's place beside the title (favorite-button.tsx: size-11), so the title wraps as it will.
  return html`<div class="${PAGE_FRAME}"><div class="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10"><div><div class="relative overflow-hidden rounded-2xl border border-border bg-surface-muted">${listingPhoto(itemPageFirstPhoto(item), { alt: copy.browse.item.photoOf(title), sizes: ITEM_PAGE_PHOTO_SIZES })}</div>${thumbnailBoxes(item)}</div><div class="flex flex-col gap-5"><div><div class="flex items-start justify-between gap-3"><h1 class="text-2xl leading-tight font-bold text-fg sm:text-3xl">${title}</h1><span class="size-11 shrink-0"></span></div></div></div></div></div>`;
}
