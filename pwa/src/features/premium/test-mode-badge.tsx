/** The test gateway's label ("every screen of it says" so), on plans, checkout and receipts. */
import { FlaskConical } from 'lucide-react';
import { premiumMessages } from '@shared/messages/premium.ts';

export function TestModeBadge({ className = '' }: { className?: string }) {
  return (
    <p className={`inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100 ${className}`}>
      <FlaskConical aria-hidden className="size-4 shrink-0" />
      {premiumMessages.testMode}
    </p>
  );
}
