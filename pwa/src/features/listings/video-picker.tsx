/**
 * The optional video: its file name and size in MB with a remove button, or an "Add Video"
 * button. A refused file (wrong type, over the plan's limit) is explained in a toast (heard: a live
 * region) and underneath, tied to the picker's input (ui/focus-first-invalid.ts).
 */
import { useState } from 'react';
import { Film, X } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { FieldError, usePickerA11y } from './controls/field-shell.tsx';
import { checkVideo, fileSizeText, VIDEO_ACCEPT, VIDEO_MAX_MB, type MediaProblem } from './media-rules.ts';

const t = listingMessages.media;

interface VideoPickerProps {
  videoUrl: string | null;
  video: File | null;
  onChange: (next: { videoUrl: string | null; video: File | null }) => void;
  disabled?: boolean;
  serverError?: string | undefined;
  /** The user's active plan's video limit in MB (free: 5). */
  maxVideoMb?: number;
}

export function VideoPicker({ videoUrl, video, onChange, disabled, serverError, maxVideoMb = VIDEO_MAX_MB }: VideoPickerProps) {
  const [problem, setProblem] = useState<MediaProblem>();
  const problemText = problem ? `${problem.title}: ${problem.text}` : undefined;
  const a11y = usePickerA11y({ problem: problemText, server: serverError });

  const pick = (file: File | undefined): void => {
    if (!file) return;
    const refused = checkVideo(file, maxVideoMb);
    setProblem(refused);
    if (refused) showToast('error', refused.title, refused.text);
    else onChange({ videoUrl: null, video: file });
  };

  const name = video ? video.name : videoUrl ? t.currentVideo : undefined;
  return (
    // min-w-0: a fieldset is at least as wide as its content, so a long file name would push the
    // row (and its remove button) past the phone's edge instead of being cut short.
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-medium text-fg">{t.video}</legend>
      <p id={a11y.ids.hint} className="mt-1 text-sm text-fg-muted">{t.videoHint(maxVideoMb)}</p>
      {name ? (
        <div className="mt-3 flex items-center gap-3 rounded-xl border border-border bg-surface-muted p-2 pl-3">
          <Film aria-hidden className="size-5 shrink-0 text-primary" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-fg">{name}</span>
            {video ? <span className="block text-sm text-fg-muted">{fileSizeText(video.size)}</span> : null}
          </span>
          <button
            type="button"
            onClick={() => onChange({ videoUrl: null, video: null })}
            aria-label={t.removeVideo}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl text-fg-muted hover:bg-surface hover:text-fg"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      ) : (
        <label className={buttonClass('outline', 'md', 'mt-3 cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring')}>
          <Film aria-hidden className="size-5" />
          {t.addVideo}
          <input
            type="file"
            accept={VIDEO_ACCEPT}
            {...a11y.input}
            className="sr-only"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {videoUrl && !video ? (
        // The saved video itself, so the owner can tell which one the listing has before keeping it.
        <video src={videoUrl} controls preload="metadata" playsInline aria-label={t.currentVideo} className="mt-2 max-h-56 w-full rounded-xl bg-black" />
      ) : null}
      {problemText ? <FieldError id={a11y.ids.problem} message={problemText} /> : null}
      {serverError ? <FieldError id={a11y.ids.server} message={serverError} /> : null}
    </fieldset>
  );
}
