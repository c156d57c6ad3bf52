/** Why the chosen picture cannot be saved, or why saving failed: announced at once (role alert). */
import { CircleAlert } from 'lucide-react';
import type { PictureProblem } from './picture-rules.ts';

export function PictureNotice({ problem }: { problem: PictureProblem }) {
  return (
    <div role="alert" className="flex gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-fg">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
      <p className="min-w-0 break-words">
        <span className="font-semibold">{problem.title}</span>
        {problem.text ? <span className="block text-fg-muted">{problem.text}</span> : null}
      </p>
    </div>
  );
}
