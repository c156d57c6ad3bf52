/**
 * One thumbnail under the item page's main view: the photo (or a play mark for the video), marked
 * when it is the one shown, and dimmed with "+N" when it is the last and N more have no thumbnail.
 */
import { Play } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { ItemImage } from './item-image.tsx';

const t = browseMessages.item;

interface MediaThumbnailProps {
  kind: 'video' | 'image';
  url: string;
  /** The button's name; the photo's own alt text describes the picture. */
  label: string;
  alt: string;
  selected: boolean;
  more: number;
  onClick: () => void;
}

export function MediaThumbnail({ kind, url, label, alt, selected, more, onClick }: MediaThumbnailProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={selected ? 'true' : undefined}
      aria-haspopup={kind === 'image' ? 'dialog' : undefined}
      aria-label={label}
      className={`relative block w-full overflow-hidden rounded-xl border-2 ${selected ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100'}`}
    >
      {kind === 'video' ? (
        <span className="flex aspect-4/3 items-center justify-center bg-black text-white">
          <Play aria-hidden className="size-6 fill-current" />
        </span>
      ) : (
        <ItemImage url={url} alt={alt} sizes="100px" />
      )}
      {more ? (
        <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-black/55 text-lg font-bold text-white">
          {t.moreMedia(more)}
        </span>
      ) : null}
    </button>
  );
}
