/**
 * Up to two photos of the document (front and back), taken with the phone's back camera or chosen
 * from files, previewed with a remove button each. They stay in memory until sent: never saved.
 */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Camera, ImagePlus, X } from 'lucide-react';
import { MAX_DOCUMENT_PHOTOS } from '@shared/documents/document-rules.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { usePhotoPreviews } from './use-photo-previews.ts';

const t = documentMessages.section;

interface DocumentPhotosFieldProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  error: string | undefined;
}

export function DocumentPhotosField({ photos, onChange, error }: DocumentPhotosFieldProps) {
  const previews = usePhotoPreviews(photos);
  const [tooMany, setTooMany] = useState(false);
  const room = MAX_DOCUMENT_PHOTOS - photos.length;

  const pick = (event: ChangeEvent<HTMLInputElement>): void => {
    const picked = Array.from(event.target.files ?? []);
    // Lets the same photo be picked again after it was removed.
    event.target.value = '';
    if (!picked.length) return;
    setTooMany(picked.length > room);
    onChange([...photos, ...picked.slice(0, room)]);
  };
  const remove = (index: number): void => {
    setTooMany(false);
    onChange(photos.filter((_, i) => i !== index));
  };
  const message = error ?? (tooMany ? documentMessages.validation.tooManyPhotos : undefined);

  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg">{t.photosLabel}</legend>
      <p className="mt-1 text-sm text-fg-muted">{t.photosHint}</p>
      {photos.length ? (
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${photo.lastModified}-${index}`} className="relative aspect-[4/3] overflow-hidden rounded-xl border border-border bg-surface-muted">
              {previews[index] ? <img src={previews[index]} alt={t.photoAlt(index + 1)} className="size-full object-cover" /> : null}
              <button type="button" onClick={() => remove(index)} aria-label={t.removePhoto(index + 1)} className="absolute top-0 right-0 flex size-11 items-center justify-center">
                <span className="flex size-7 items-center justify-center rounded-full bg-black/70 text-white">
                  <X aria-hidden className="size-4" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          <PhotoButton icon={<Camera aria-hidden className="size-5" />} label={t.takePhoto} camera onPick={pick} />
          <PhotoButton icon={<ImagePlus aria-hidden className="size-5" />} label={t.choosePhoto} onPick={pick} />
        </div>
      ) : null}
      {message ? <p className="mt-1.5 text-sm text-danger">{message}</p> : null}
    </fieldset>
  );
}

/** A button-looking label around a hidden file input: the camera one asks for the back camera. */
function PhotoButton({ icon, label, camera = false, onPick }: { icon: ReactNode; label: string; camera?: boolean; onPick: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <label className={buttonClass('outline', 'md', 'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:opacity-60')}>
      {icon}
      {label}
      <input type="file" accept="image/*" {...(camera ? { capture: 'environment' } : { multiple: true })} className="sr-only" onChange={onPick} />
    </label>
  );
}
