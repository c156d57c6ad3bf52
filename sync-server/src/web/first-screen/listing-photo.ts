/**
 * A listing's photo as item-image.tsx draws it (the same src, srcset, sizes and box, so the browser
 * picks the same variant the Link preload fetched), or the photo's empty box when there is none.
 * fetchpriority as the preload asks: on a first screen it is the page's largest paint.
 */
import { imageSrcSet } from '@shared/media.ts';
import { html, type Html } from '../html.ts';

export function listingPhoto(url: string | undefined, { alt, sizes }: { alt: string; sizes: string }): Html {
  if (!url) return html`<div class="aspect-4/3 w-full bg-surface-muted"></div>`;
  const srcset = imageSrcSet(url);
  return html`<img src="${url}" ${srcset ? html`srcset="${srcset}" sizes="${sizes}" ` : ''}alt="${alt}" width="400" height="300" fetchpriority="high" class="aspect-4/3 w-full bg-surface-muted object-cover">`;
}
