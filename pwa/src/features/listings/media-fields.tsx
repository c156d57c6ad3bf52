/**
 * Photos and video. Picked files stay on the device until the listing is saved, when they
 * are compressed and queued with the listing (prepare-media.ts), then uploaded, as the note here says.
 * How many photos and how large a video follow the signed-in user's active plan.
 */
import { listingMessages } from '@shared/messages/listings.ts';
import { usePlanLimits } from '@pwa/features/premium/index.ts';
import type { MediaSelection } from './media-selection.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { VideoPicker } from './video-picker.tsx';

interface MediaFieldsProps {
  media: MediaSelection;
  onChange: (media: MediaSelection) => void;
  errors: { photos?: string | undefined; video?: string | undefined };
  disabled: boolean;
}

export function MediaFields({ media, onChange, errors, disabled }: MediaFieldsProps) {
  const limits = usePlanLimits();
  return (
    <div className="space-y-5">
      <p className="rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">{listingMessages.media.attachedOnSave}</p>
      <PhotoPicker
        imageUrls={media.imageUrls}
        photos={media.photos}
        onChange={(photos) => onChange({ ...media, ...photos })}
        disabled={disabled}
        serverError={errors.photos}
        maxPhotos={limits.maxPhotos}
      />
      <VideoPicker
        videoUrl={media.videoUrl}
        video={media.video}
        onChange={(video) => onChange({ ...media, ...video })}
        disabled={disabled}
        serverError={errors.video}
        maxVideoMb={limits.maxVideoSizeMb}
      />
    </div>
  );
}
