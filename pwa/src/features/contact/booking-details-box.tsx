/**
 * The contact page's box of what a booking request asks for: its heading with an icon, and three
 * facts side by side (one under another below 360 px). A fact not known shows a dash.
 */
import type { LucideIcon } from 'lucide-react';
import { conversationMessages } from '@shared/messages/conversations.ts';

const t = conversationMessages.contact;

export interface BookingFact {
  term: string;
  /** Null shows a dash. */
  value: string | null;
}

/** `tabular`: the values are times and counts, set in figures of one width. */
export function BookingDetailsBox({ icon: Icon, facts, tabular = false }: { icon: LucideIcon; facts: readonly BookingFact[]; tabular?: boolean }) {
  return (
    <section aria-labelledby="booking-details-heading" className="rounded-2xl border border-border bg-surface p-4">
      <h2 id="booking-details-heading" className="flex items-center gap-2 font-semibold text-fg">
        <Icon aria-hidden className="size-5 text-primary" />
        {t.bookingDetails}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm min-[360px]:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-fg-muted">{fact.term}</dt>
            <dd className={`font-medium text-fg${tabular ? ' tabular-nums' : ''}`}>{fact.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
