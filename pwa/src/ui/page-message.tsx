/**
 * A centred whole-page message (loading, sign-in needed, not found): an icon or spinner, a heading,
 * optional text and actions. `busy` marks it as a loading status for screen readers (a live region,
 * aria-busy: it stands in for the page still to come, which the end-to-end checks wait for).
 */
import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

interface PageMessageProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  busy?: boolean;
  children?: ReactNode;
}

export function PageMessage({ title, text, icon, busy = false, children }: PageMessageProps) {
  const shownIcon = busy ? <LoaderCircle aria-hidden className="size-7 animate-spin" /> : icon;
  return (
    <section
      role={busy ? 'status' : undefined}
      aria-busy={busy || undefined}
      className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center"
    >
      {shownIcon ? (
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">{shownIcon}</div>
      ) : null}
      {busy ? <p className="text-lg font-medium text-fg">{title}</p> : <h1 className="text-2xl font-bold text-fg">{title}</h1>}
      {text ? <p className="mt-2 text-fg-muted">{text}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
