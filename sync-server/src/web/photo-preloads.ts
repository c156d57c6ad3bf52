/**
 * A landing page's largest paint is a photo the app only asks for once its code has run and its data
 * has arrived: an item page's first photo, a search page's first result. Answering the navigation with
 * a preload of that photo (an HTTP Link header, with the srcset and sizes the page's <img> uses, so
 * the browser fetches the one variant it will draw) starts the download with the HTML instead. The
 * page never depends on it: without a photo, a listing, a valid search or a database answer, the shell
 * goes out without it.
 */
import { imageSrcSet, ITEM_CARD_PHOTO_SIZES, ITEM_PAGE_PHOTO_SIZES } from '@shared/media.ts';
import { AppError } from '../errors.ts';
import { itemListRequest } from '../modules/items/item-query.ts';
import { itemPageFirstPhoto, listItems } from '../modules/items/item-repo.ts';
import type { AppContext } from '../types.ts';
import { itemPageId } from './api-preloads.ts';

/** The search results whose photos show first: a phone's first row of cards. */
const FIRST_RESULTS = 2;

/** A Link header value preloading a photo as a page draws it at `sizes`. */
export function photoPreloadLink(url: string, sizes: string = ITEM_PAGE_PHOTO_SIZES): string {
  const srcset = imageSrcSet(url);
  const responsive = srcset ? `; imagesrcset="${srcset}"; imagesizes="${sizes}"` : '';
  return `<${url}>; rel=preload; as=image; fetchpriority=high${responsive}`;
}

/** The preload of an item page's first photo, if any. */
export async function itemPhotoPreload(ctx: AppContext, requestPath: string): Promise<string | undefined> {
  const id = itemPageId(requestPath);
  if (!id) return undefined;
  try {
    const photo = await itemPageFirstPhoto(ctx.db, id.toLowerCase());
    return photo ? photoPreloadLink(photo) : undefined;
  } catch (error) {
    ctx.state.log.warn({ err: error }, 'could not look up the photo to preload for an item page');
    return undefined;
  }
}

/** The preloads of a search page's first result photos, for the list call `apiCall` the page makes. */
export async function searchPhotoPreloads(ctx: AppContext, apiCall: string): Promise<string[]> {
  try {
    const { filters, order } = itemListRequest(Object.fromEntries(new URL(apiCall, 'http://kiraya.invalid').searchParams));
    const { items } = await listItems(ctx.db, filters, order, FIRST_RESULTS);
    return items.flatMap((item) => (item.imageUrls[0] ? [photoPreloadLink(item.imageUrls[0], ITEM_CARD_PHOTO_SIZES)] : []));
  } catch (error) {
    // A search the list call refuses (dates in the past) shows its message, not photos.
    if (!(error instanceof AppError)) ctx.state.log.warn({ err: error }, 'could not look up the photos to preload for a search page');
    return [];
  }
}
