/**
 * "Choose Image": a real file input behind a button-looking label, so the keyboard, screen readers
 * and the phone's own picker (gallery or camera) all work. Only the first file counts.
 */
import { ImagePlus } from 'lucide-react';
import { buttonClass } from '@shared/ui/button-class.ts';
import { PICTURE_ACCEPT } from './picture-rules.ts';

interface PictureFileInputProps {
  label: string;
  disabled: boolean;
  onPick: (file: File) => void;
}

export function PictureFileInput({ label, disabled, onPick }: PictureFileInputProps) {
  return (
    <label
      className={buttonClass(
        'outline',
        'md',
        'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:opacity-60',
      )}
    >
      <ImagePlus aria-hidden className="size-5" />
      {label}
      <input
        type="file"
        accept={PICTURE_ACCEPT}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Lets the same file be picked again after a failed upload or a refusal.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </label>
  );
}
