/**
 * The save's progress while media is compressed and uploaded ("A compression progress
 * percentage is shown"): the step and its percentage in words, and a native progress bar that screen
 * readers announce as one, labelled by those words.
 */
import { useId } from 'react';
import { listingMessages } from '@shared/messages/listings.ts';
import type { SaveProgress } from './save-progress.ts';

const t = listingMessages.media.progress;

export function SaveProgressBar({ progress }: { progress: SaveProgress }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <p id={id} className="text-sm font-medium text-fg">
        {t.percent(t[progress.step], progress.percent)}
      </p>
      <progress
        aria-labelledby={id}
        max={100}
        value={progress.percent}
        className="block h-2 w-full appearance-none overflow-hidden rounded-full bg-surface-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-surface-muted [&::-webkit-progress-value]:bg-primary"
      />
    </div>
  );
}
