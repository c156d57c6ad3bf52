/**
 * The photo grid: saved photos and newly picked ones, each with its remove button, and an
 * "Add Photos" tile while fewer than the plan allows (free: 5). A pick of more than fit adds the first that
 * fit; that, or a refused pick (a file that is no photo, which adds nothing), is explained in a toast (heard:
 * a live region) and under the grid, tied to the picker's input (ui/focus-first-invalid.ts), until the
 * next pick or a removal.
 */
import { useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';
import { MAX_PHOTOS } from '@shared/schemas/listing.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { FieldError, usePickerA11y } from './controls/field-shell.tsx';
import { checkPhotos, PHOTO_ACCEPT, type MediaProblem } from './media-rules.ts';
import { useObjectUrls } from './use-object-urls.ts';

const t = listingMessages.media;

interface PhotoPickerProps {
  imageUrls: string[];
  photos: File[];
  onChange: (next: { imageUrls: string[]; photos: File[] }) => void;
  disabled?: boolean;
  serverError?: string | undefined;
  /** The user's active plan's photo limit (free: 5). */
  maxPhotos?: number;
}

export function PhotoPicker({ imageUrls, photos, onChange, disabled, serverError, maxPhotos = MAX_PHOTOS }: PhotoPickerProps) {
  const [problem, setProblem] = useState<MediaProblem>();
  const previews = useObjectUrls(photos);
  const problemText = problem ? `${problem.title}: ${problem.text}` : undefined;
  const a11y = usePickerA11y({ problem: problemText, server: serverError });
  const shown = [...imageUrls.map((url) => ({ key: url, src: url })), ...previews.map((src) => ({ key: src, src }))];

  const pick = (files: File[]): void => {
    const { accepted, problem: found } = checkPhotos(shown.length, files, maxPhotos);
    setProblem(found);
    if (found) showToast('error', found.title, found.text);
    if (accepted.length > 0) onChange({ imageUrls, photos: [...photos, ...accepted] });
  };

  const remove = (index: number): void => {
    setProblem(undefined);
    if (index < imageUrls.length) onChange({ imageUrls: imageUrls.filter((_, i) => i !== index), photos });
    else onChange({ imageUrls, photos: photos.filter((_, i) => i !== index - imageUrls.length) });
  };

  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-fg">{t.photos}</legend>
      <p id={a11y.ids.hint} className="mt-1 text-sm text-fg-muted">{maxPhotos === MAX_PHOTOS ? t.photosHint : t.photosHintFor(maxPhotos)}</p>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {shown.map((photo, index) => (
          <li key={photo.key} className="relative aspect-square overflow-hidden rounded-xl border border-border bg-surface-muted">
            <img src={photo.src} alt={t.photoAlt(index + 1)} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={t.removePhoto(index + 1)}
              className="absolute top-0 right-0 flex size-11 items-center justify-center"
            >
              <span className="flex size-7 items-center justify-center rounded-full bg-black/70 text-white">
                <X aria-hidden className="size-4" />
              </span>
            </button>
          </li>
        ))}
        {shown.length < maxPhotos ? (
          <li>
            <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-border p-2 text-center text-sm font-medium text-fg-muted hover:border-primary hover:text-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring">
              <ImagePlus aria-hidden className="size-6" />
              {t.addPhotos}
              <input
                type="file"
                accept={PHOTO_ACCEPT}
                multiple
                {...a11y.input}
                className="sr-only"
                onChange={(event) => {
                  pick(Array.from(event.target.files ?? []));
                  // Lets the same file be picked again after it was removed.
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {problemText ? <FieldError id={a11y.ids.problem} message={problemText} /> : null}
      {serverError ? <FieldError id={a11y.ids.server} message={serverError} /> : null}
    </fieldset>
  );
}
