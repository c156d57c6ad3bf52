/**
 * The gallery's thumbnail strip: every photo, the current one marked (aria-current and a ring) and
 * kept scrolled into view as the user steps through a long set.
 */
import { useEffect, useRef } from 'react';
import { browseMessages } from '@shared/messages/browse.ts';

const t = browseMessages.item;

interface GalleryThumbnailsProps {
  images: readonly string[];
  title: string;
  current: number;
  onSelect: (index: number) => void;
}

export function GalleryThumbnails({ images, title, current, onSelect }: GalleryThumbnailsProps) {
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <ul className="flex shrink-0 gap-2 overflow-x-auto px-3 pt-2 pb-3 sm:justify-center">
      {images.map((url, index) => (
        <li key={url} className="shrink-0">
          <button
            ref={index === current ? currentRef : undefined}
            type="button"
            onClick={() => onSelect(index)}
            aria-current={index === current ? 'true' : undefined}
            aria-label={t.showMedia(index + 1, images.length)}
            className={`block overflow-hidden rounded-lg border-2 ${index === current ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100'}`}
          >
            {/* A fixed 4:3 box; cropping is fine at this size, the large view shows the whole photo. */}
            <img
              src={url}
              alt={t.thumbnailOf(index + 1, images.length, title)}
              width={64}
              height={48}
              loading="lazy"
              decoding="async"
              className="aspect-4/3 w-16 bg-surface-muted object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
