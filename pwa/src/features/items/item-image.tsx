/**
 * A listing's first photo at a fixed 4:3 box (so nothing jumps as it loads), or the placeholder.
 * Width and height are the intrinsic ratio for the browser; `eager` only for images above the fold.
 * Uploaded photos come in three widths (srcset), so a phone downloads the 400 or 800 px one.
 */
import { imageSrcSet, ITEM_CARD_PHOTO_SIZES } from '@shared/media.ts';
import { PlaceholderIllustration } from './placeholder-illustration.tsx';

interface ItemImageProps {
  url: string | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
  /** How wide the image is drawn, so the browser picks the smallest uploaded size that is sharp. */
  sizes?: string;
}

export function ItemImage({ url, alt, eager = false, className = '', sizes = ITEM_CARD_PHOTO_SIZES }: ItemImageProps) {
  if (!url) return <PlaceholderIllustration className={`aspect-4/3 w-full ${className}`} />;
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-4/3 w-full bg-surface-muted object-cover ${className}`}
    />
  );
}
