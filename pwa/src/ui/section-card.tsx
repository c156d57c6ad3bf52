/**
 * A titled card of a settings page (the profile's picture, details, email, password, devices,
 * documents, support): a region named by its heading, with an optional line under it.
 */
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id: the region is named by it (and a list inside may be too). */
  id: string;
  title: string;
  text?: string;
  children?: ReactNode;
}

export function SectionCard({ id, title, text, children }: SectionCardProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-6">
      <h2 id={id} className="text-lg font-bold text-fg">
        {title}
      </h2>
      {text ? <p className="mt-1 text-sm text-fg-muted">{text}</p> : null}
      {children}
    </section>
  );
}
