/**
 * The item page's photo gallery, a Radix dialog (focus trapped, Escape closes, focus goes
 * back to the photo that opened it): the photo large, previous and next that wrap around, "n of
 * total", and a thumbnail strip. ArrowLeft/ArrowRight and swipes move too. Photos only: the video
 * plays on the page. Loaded when first opened (see item-media.tsx), keeping Radix out of the page.
 */
import type { KeyboardEvent } from 'react';
import { browseMessages } from '@shared/messages/browse.ts';
import { Button } from '@pwa/ui/button.tsx';
import { ModalDialog } from '@pwa/ui/modal-dialog.tsx';
import { GalleryIcon } from './gallery-icon.tsx';
import { GalleryThumbnails } from './gallery-thumbnails.tsx';
import { useSwipe } from './use-swipe.ts';

const t = browseMessages.item;

interface ItemGalleryProps {
  images: readonly string[];
  title: string;
  /** The photo shown, or null when the gallery is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const stepButton = 'absolute top-1/2 -translate-y-1/2 shadow-md';

export function ItemGallery({ images, title, index, onIndexChange, onClose }: ItemGalleryProps) {
  const total = images.length;
  const current = Math.min(index ?? 0, total - 1);
  // Modulo with + total so that stepping back from the first photo lands on the last.
  const step = (by: number): void => onIndexChange((current + by + total) % total);
  // A finger moving left brings in the next photo, as on every phone's own gallery.
  const swipe = useSwipe((direction) => step(direction === 'left' ? 1 : -1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <ModalDialog
      open={index !== null && total > 0}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      frame="fullscreen"
      title={t.gallery.title(title)}
      titleHidden
      closeLabel={t.gallery.close}
      onKeyDown={onKeyDown}
      headerExtra={
        // Announced as it changes, so a screen reader hears where each step landed.
        <p aria-live="polite" className="text-sm font-semibold">
          {t.gallery.counter(current + 1, total)}
        </p>
      }
    >
      <div className="relative min-h-0 flex-1 touch-pan-y touch-pinch-zoom select-none" {...swipe}>
        {/* Fixed box with object-contain: any photo shape fits without moving the controls. */}
        <img
          src={images[current]}
          alt={t.photoOf(title)}
          width={1600}
          height={1200}
          draggable={false}
          className="size-full bg-surface-muted object-contain"
        />
        {total > 1 ? (
          <>
            <Button
              variant="outline"
              size="icon"
              aria-label={t.gallery.previous}
              onClick={() => step(-1)}
              className={`${stepButton} left-2`}
            >
              <GalleryIcon name="previous" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={t.gallery.next}
              onClick={() => step(1)}
              className={`${stepButton} right-2`}
            >
              <GalleryIcon name="next" />
            </Button>
          </>
        ) : null}
      </div>
      {total > 1 ? <GalleryThumbnails images={images} title={title} current={current} onSelect={onIndexChange} /> : null}
    </ModalDialog>
  );
}
