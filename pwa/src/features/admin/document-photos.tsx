/**
 * A document's photos as thumbnails, each opening full size in a new tab (the browser's own viewer
 * zooms, which a document check needs). The photos are private: same-origin requests carry the
 * session cookie, and the server sends them with no-store so they are not kept on this phone.
 */
import { ImageOff } from 'lucide-react';
import { documentMessages } from '@shared/messages/documents.ts';

const t = documentMessages.admin;

interface DocumentPhotosProps {
  urls: readonly string[];
  /** Decided documents lose their photos after the grace period; pending ones may have none. */
  decided: boolean;
}

export function DocumentPhotos({ urls, decided }: DocumentPhotosProps) {
  if (urls.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        <ImageOff aria-hidden className="size-4" /> {decided ? t.photosDeleted : t.noPhotos}
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-3">
      {urls.map((url, index) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.openPhoto(index + 1)}
            className="block overflow-hidden rounded-xl border border-border bg-surface-muted"
          >
            <img src={url} alt={documentMessages.section.photoAlt(index + 1)} loading="lazy" decoding="async" className="h-28 w-40 object-cover sm:h-32 sm:w-48" />
          </a>
        </li>
      ))}
    </ul>
  );
}
