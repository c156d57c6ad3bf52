/**
 * The item page's largest paint is its first photo, which the app only asks for after its script has
 * run and fetched the listing. Answering the page's navigation with a preload of that photo (an HTTP
 * Link header, with the same srcset and sizes the page's <img> uses, so the browser fetches the one
 * variant it will draw) starts the download with the HTML instead.
 */
import { imageSrcSet, ITEM_PAGE_PHOTO_SIZES } from '@shared/media.ts';
import { itemPageFirstPhoto } from '../modules/items/item-repo.ts';
import type { AppContext } from '../types.ts';
import { itemPageId } from './api-preloads.ts';

/** A Link header value preloading a photo as the item page draws it. */
export function photoPreloadLink(url: string): string {
  const srcset = imageSrcSet(url);
  const responsive = srcset ? `; imagesrcset="${srcset}"; imagesizes="${ITEM_PAGE_PHOTO_SIZES}"` : '';
  return `<${url}>; rel=preload; as=image; fetchpriority=high${responsive}`;
}

/**
 * The preload for a navigation to an item's page, if any. The page itself never depends on it: when
 * the listing has no photo, is gone, or the database cannot answer, the shell goes out without it.
 */
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
