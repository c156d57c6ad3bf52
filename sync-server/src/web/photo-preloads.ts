/**
 * A landing page's largest paint is a photo the app only asks for once its code has run and its data
 * has arrived: an item page's first photo, a search page's first result. Answering the navigation with
 * a preload of that photo (an HTTP Link header, with the srcset and sizes the page's <img> uses, so the
 * browser fetches the one variant it will draw) starts the download with the HTML instead.
 */
import type { Item } from '@shared/api.ts';
import { imageSrcSet, ITEM_CARD_PHOTO_SIZES, ITEM_PAGE_PHOTO_SIZES } from '@shared/media.ts';
import type { ItemPageTop } from '../modules/items/index.ts';
import { itemPageFirstPhoto } from './first-screen/item-first-screen.ts';

/*
 * The page never depends on it: without a photo, a listing, a valid search or a database answer, the
 * shell goes out without it.
 */

/** A Link header value preloading a photo as a page draws it at `sizes`. */
export function photoPreloadLink(url: string, sizes: string = ITEM_PAGE_PHOTO_SIZES): string {
  const srcset = imageSrcSet(url);
  const responsive = srcset ? `; imagesrcset="${srcset}"; imagesizes="${sizes}"` : '';
  return `<${url}>; rel=preload; as=image; fetchpriority=high${responsive}`;
}

/** The preload of the photo an item page shows first, if it shows one. */
export function itemPhotoPreload(item: ItemPageTop | undefined): string | undefined {
  const photo = item && itemPageFirstPhoto(item);
  return photo ? photoPreloadLink(photo) : undefined;
}

/** The preloads of the photos of a search page's first results. */
export const searchPhotoPreloads = (results: readonly Item[]): string[] =>
  results.flatMap((item) => (item.imageUrls[0] ? [photoPreloadLink(item.imageUrls[0], ITEM_CARD_PHOTO_SIZES)] : []));
