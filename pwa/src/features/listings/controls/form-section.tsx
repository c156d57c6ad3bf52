/** One card of the listing form: a heading (for the page outline and screen readers) and its fields. */
import { useId, type ReactNode } from 'react';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
