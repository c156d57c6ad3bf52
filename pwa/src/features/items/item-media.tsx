/**
 * The item page's media: the video when there is one (with its "Video" badge), else the
 * first photo; up to four thumbnails switch the main view, the last with "+N" when more exist.
 * Clicking the main photo or a photo's thumbnail opens the gallery there (the video is not part of
 * it: it plays here).
 */
import { useState } from 'react';
import { Play } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { ItemImage } from './item-image.tsx';
import { MediaThumbnail } from './media-thumbnail.tsx';
import { thumbnailStrip } from './thumbnail-strip.ts';
import { ITEM_PAGE_PHOTO_SIZES } from '@shared/media.ts';

// Loaded on the first open: the items chunk is shared with the home page's cards, whose first visit
// is at the JavaScript budget, and Radix Dialog is only needed once a photo is tapped.
const ItemGallery = lazyPart(() => import('./item-gallery.tsx').then((module) => module.ItemGallery), { placeholder: 'opening' });

const t = browseMessages.item;
const THUMBNAILS = 4;

type Media = { kind: 'video'; url: string } | { kind: 'image'; url: string };

export function ItemMedia({ item, title }: { item: Pick<Item, 'videoUrl' | 'imageUrls'>; title: string }) {
  const media: Media[] = [
    ...(item.videoUrl ? [{ kind: 'video' as const, url: item.videoUrl }] : []),
    ...item.imageUrls.map((url) => ({ kind: 'image' as const, url })),
  ];
  // Media indexes count the video first; gallery indexes count photos only.
  const videoOffset = item.videoUrl ? 1 : 0;
  const [selected, setSelected] = useState(0);
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const [galleryLoaded, setGalleryLoaded] = useState(false);
  const current = media[selected] ?? media[0];
  const strip = thumbnailStrip(media.length, THUMBNAILS);
  const photoCount = item.imageUrls.length;

  const openGallery = (mediaIndex: number): void => {
    setGalleryLoaded(true);
    setGalleryIndex(mediaIndex - videoOffset);
  };
  // The page follows the gallery, so closing it leaves the last photo seen in the main view.
  const showInGallery = (imageIndex: number): void => {
    setGalleryIndex(imageIndex);
    setSelected(imageIndex + videoOffset);
  };

  return (
    <div>
      <div className="relative overflow-hidden rounded-2xl border border-border bg-surface-muted">
        {current?.kind === 'video' ? (
          <>
            <video
              src={current.url}
              poster={item.imageUrls[0]}
              controls
              playsInline
              preload="metadata"
              className="aspect-4/3 w-full bg-black object-contain"
            />
            <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white">
              <Play aria-hidden className="size-3 fill-current" />
              {t.videoBadge}
            </span>
          </>
        ) : current ? (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={t.openGallery(title)}
            onClick={() => openGallery(selected)}
            className="block w-full cursor-zoom-in"
          >
            <ItemImage url={current.url} alt={t.photoOf(title)} eager sizes={ITEM_PAGE_PHOTO_SIZES} />
          </button>
        ) : (
          <ItemImage url={undefined} alt={t.photoOf(title)} eager />
        )}
      </div>
      {media.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2">
          {media.slice(0, strip.shown).map((entry, index) => {
            const photoNumber = index - videoOffset + 1;
            // The last thumbnail carries the count of media that have none.
            const more = index === strip.shown - 1 ? strip.more : 0;
            // Photos count among photos, as the gallery's "n of total" does: the video has its own name.
            const photoLabel = more ? t.showMediaAndMore(photoNumber, photoCount, more) : t.showMedia(photoNumber, photoCount);
            return (
              <li key={entry.url}>
                <MediaThumbnail
                  kind={entry.kind}
                  url={entry.url}
                  label={entry.kind === 'video' ? t.showVideo : photoLabel}
                  alt={t.thumbnailOf(photoNumber, photoCount, title)}
                  selected={index === selected}
                  more={more}
                  onClick={() => {
                    setSelected(index);
                    if (entry.kind === 'image') openGallery(index);
                  }}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {galleryLoaded ? (
        <ItemGallery
          images={item.imageUrls}
          title={title}
          index={galleryIndex}
          onIndexChange={showInGallery}
          onClose={() => setGalleryIndex(null)}
          onLoadFailed={() => {
            setGalleryLoaded(false);
            setGalleryIndex(null);
          }}
        />
      ) : null}
    </div>
  );
}
