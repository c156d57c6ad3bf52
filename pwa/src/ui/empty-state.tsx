/**
 * An empty or failed list under a page's own heading: an icon, an h2 (the page already has its h1),
 * optional text and actions.
 */
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text?: string | undefined;
  children?: ReactNode;
}

export function EmptyState({ icon, title, text, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">{icon}</span>
      <h2 className="mt-4 text-lg font-semibold text-fg">{title}</h2>
      {text ? <p className="mt-1 text-fg-muted">{text}</p> : null}
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
