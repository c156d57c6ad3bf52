/** A home section's heading row: title, subtitle, and the see-more link when there is more. */
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle: string;
  action?: ReactNode;
}

export function SectionHeading({ id, title, subtitle, action }: SectionHeadingProps) {
  return (
    <div className="mb-4 flex items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold text-fg sm:text-2xl">
          {title}
        </h2>
        <p className="mt-1 text-sm text-fg-muted sm:text-base">{subtitle}</p>
      </div>
      {action}
    </div>
  );
}
