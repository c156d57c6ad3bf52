/** "Rent safely": the three tips a renter needs before meeting a stranger, on a listing and on its contact page. */
import { ShieldAlert } from 'lucide-react';
import { safetyMessages } from '@shared/messages/safety.ts';

const t = safetyMessages;

export function SafetyTips() {
  return (
    <aside aria-labelledby="safety-tips-heading" className="rounded-2xl border border-border bg-surface-muted p-4 text-sm">
      <h2 id="safety-tips-heading" className="flex items-center gap-2 font-semibold text-fg">
        <ShieldAlert aria-hidden className="size-5 shrink-0 text-primary" />
        {t.tipsHeading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-fg-muted">
        {t.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
