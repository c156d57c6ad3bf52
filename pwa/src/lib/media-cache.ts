/**
 * The service worker's cache of media seen before, shared with the page so listings
 * evicted from the device cache take their photos with them.
 */
import { imageSrcSet } from '@shared/media.ts';

export const MEDIA_CACHE_NAME = 'kiraya-media';

/** Every cached URL behind these photo URLs (an uploaded photo has three sizes). */
export function mediaUrlsOf(imageUrls: readonly string[]): string[] {
  return imageUrls.flatMap((url) => {
    const variants = imageSrcSet(url)?.split(', ').map((candidate) => candidate.split(' ')[0] ?? '');
    return variants ?? [url];
  });
}

export async function forgetCachedMedia(urls: readonly string[]): Promise<void> {
  if (!urls.length || typeof caches === 'undefined') return;
  const cache = await caches.open(MEDIA_CACHE_NAME);
  await Promise.all(urls.map((url) => cache.delete(new URL(url, location.origin).href)));
}
