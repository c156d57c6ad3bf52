/**
 * A listing's first photo at a fixed 4:3 box (so nothing jumps as it loads), or the placeholder.
 * Width and height are the intrinsic ratio for the browser; `eager` only for images above the fold.
 */
import { PlaceholderIllustration } from './placeholder-illustration.tsx';

interface ItemImageProps {
  url: string | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
}

export function ItemImage({ url, alt, eager = false, className = '' }: ItemImageProps) {
  if (!url) return <PlaceholderIllustration className={`aspect-4/3 w-full ${className}`} />;
  return (
    <img
      src={url}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-4/3 w-full bg-surface-muted object-cover ${className}`}
    />
  );
}
