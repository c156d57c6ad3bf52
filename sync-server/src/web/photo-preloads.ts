/**
 * A landing page's largest paint is a photo the app only asks for once its code has run and its data
 * has arrived: an item page's first photo, a search page's first result. Answering the navigation with
 * a preload of that photo (an HTTP Link header, with the srcset and sizes the page's <img> uses, so
 * the browser fetches the one variant it will draw) starts the download with the HTML instead. The
 * page never depends on it: without a photo, a listing, a valid search or a database answer, the shell
 * goes out without it.
 */
import type { Item } from '@shared/api.ts';
import { imageSrcSet, ITEM_CARD_PHOTO_SIZES, ITEM_PAGE_PHOTO_SIZES } from '@shared/media.ts';
import { AppError } from '../errors.ts';
import { itemListRequest } from '../modules/items/item-query.ts';
import type { ItemPageTop } from '../modules/items/item-repo.ts';
import { itemListPage } from '../modules/items/item-service.ts';
import { cachedPage } from '../modules/items/list-cache.ts';
import type { AppContext } from '../types.ts';
import { itemPageFirstPhoto } from './first-screen/item-first-screen.ts';

/** The search results that show first (with their photos): a phone's first row of cards. */
export const FIRST_RESULTS = 2;

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

/**
 * The first results of a search page, from the page of results its list call `apiCall` answers; none
 * for a search the list call refuses (dates in the past: the page shows its message) or a database
 * that did not answer. That page is kept in the list cache under the call's address, so the page's
 * own (preloaded) call moments later is answered from it instead of searching again.
 */
export async function searchFirstResults(ctx: AppContext, apiCall: string): Promise<Item[]> {
  try {
    const request = itemListRequest(Object.fromEntries(new URL(apiCall, 'http://kiraya.invalid').searchParams));
    const load = () => itemListPage(ctx.db, request);
    const { items } = request.mayCache ? (await cachedPage(ctx.db, apiCall, load)).page : await load();
    return items.slice(0, FIRST_RESULTS);
  } catch (error) {
    if (!(error instanceof AppError)) ctx.state.log.warn({ err: error }, 'could not read the first results of a search page');
    return [];
  }
}

/** The preloads of the photos of a search page's first results. */
export const searchPhotoPreloads = (results: readonly Item[]): string[] =>
  results.flatMap((item) => (item.imageUrls[0] ? [photoPreloadLink(item.imageUrls[0], ITEM_CARD_PHOTO_SIZES)] : []));
