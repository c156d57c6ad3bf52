/** A listing's picture on its card: a saved photo, or one picked on this device that waits to be uploaded. */
import { useEffect, useMemo } from 'react';
import { Package } from 'lucide-react';
import type { DraftPhoto } from '@pwa/features/listings/index.ts';

export function ListingCover({ photo }: { photo: DraftPhoto | null }) {
  const file = photo && 'file' in photo ? photo.file : null;
  // A preview URL for a Blob on the device, revoked when the picture changes or the card goes.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const src = photo && 'url' in photo ? photo.url : preview;
  return (
    <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-muted text-fg-muted sm:size-28">
      {src ? <img src={src} alt="" loading="lazy" className="size-full object-cover" /> : <Package aria-hidden className="size-8" />}
    </div>
  );
}
