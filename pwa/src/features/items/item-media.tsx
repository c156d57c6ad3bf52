/**
 * The item page's media (spec §2): the video when there is one (with its "Video" badge), else the
 * first photo; up to four thumbnails switch the main view (the full gallery comes with media work).
 */
import { useState } from 'react';
import { Play } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { ItemImage } from './item-image.tsx';

const t = messages.browse.item;
const THUMBNAILS = 4;

type Media = { kind: 'video'; url: string } | { kind: 'image'; url: string };

export function ItemMedia({ item, title }: { item: Pick<Item, 'videoUrl' | 'imageUrls'>; title: string }) {
  const media: Media[] = [
    ...(item.videoUrl ? [{ kind: 'video' as const, url: item.videoUrl }] : []),
    ...item.imageUrls.map((url) => ({ kind: 'image' as const, url })),
  ];
  const [selected, setSelected] = useState(0);
  const current = media[selected] ?? media[0];

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
        ) : (
          <ItemImage url={current?.url} alt={t.photoOf(title)} eager />
        )}
      </div>
      {media.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2">
          {media.slice(0, THUMBNAILS).map((entry, index) => (
            <li key={entry.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={entry.kind === 'video' ? t.showVideo : t.showMedia(index + 1, media.length)}
                className={`relative block w-full overflow-hidden rounded-xl border-2 ${index === selected ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                {entry.kind === 'video' ? (
                  <span className="flex aspect-4/3 items-center justify-center bg-black text-white">
                    <Play aria-hidden className="size-6 fill-current" />
                  </span>
                ) : (
                  <ItemImage url={entry.url} alt="" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
