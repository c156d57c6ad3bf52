/**
 * The first results of a list page (a search, a category) as item-grid.tsx and item-card.tsx draw
 * them: the grid, and each card's photo (the page's largest paint) and title. A card's badges, price
 * and buttons come with the app.
 */
import type { Item } from '@shared/api.ts';
import { ITEM_CARD_PHOTO_SIZES } from '@shared/media.ts';
import { html, type Html } from '../html.ts';
import { listingTitle, type FirstScreenCopy } from './first-screen-copy.ts';
import { listingPhoto } from './listing-photo.ts';

function card(copy: FirstScreenCopy, item: Item): Html {
  const title = listingTitle(copy, item.title);
  const image = listingPhoto(item.imageUrls[0], { alt: '', sizes: ITEM_CARD_PHOTO_SIZES });
  return html`<li><article class="relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs"><div class="relative">${image}</div><div class="flex flex-1 flex-col gap-1 p-3"><h2 class="line-clamp-2 leading-snug font-semibold text-fg">${title}</h2></div></article></li>`;
}

/** `items`' cards in item-grid.tsx's grid. */
export const listingCards = (copy: FirstScreenCopy, items: readonly Item[]): Html =>
  html`<ul class="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6">${items.map((item) => card(copy, item))}</ul>`;
