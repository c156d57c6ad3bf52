/**
 * The payments history: each payment with its receipt number, date, plan, amount, status
 * and the test-mode mark, the GST note, and a receipt to print or save; an empty state, and loading
 * and failure states with a retry.
 */
import { useState } from 'react';
import { Receipt } from 'lucide-react';
import type { Payment, User } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { premiumDate } from './premium-date.ts';
import { TestModeBadge } from './test-mode-badge.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';
import type { PaymentsState } from './use-payments.ts';
import { planText } from './plan-text.ts';

const t = premiumMessages.history;

const statusClass: Record<Payment['status'], string> = {
  // Green for paid; the accent green on the saffron tint was 4.4:1 at this size.
  paid: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200',
  failed: 'bg-surface-muted text-danger',
  created: 'bg-surface-muted text-fg-muted',
};

interface PaymentsHistoryProps {
  user: User;
  state: PaymentsState;
  onRetry: () => void;
}

export function PaymentsHistory({ user, state, onRetry }: PaymentsHistoryProps) {
  const [shown, setShown] = useState<Payment>();
  return (
    <section aria-labelledby="payments-history" className="mt-10">
      <h2 id="payments-history" className="text-xl font-bold text-fg">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t.gstNote}</p>
      {state.status === 'loading' ? (
        <p role="status" aria-busy="true" className="mt-4 text-fg-muted">
          {t.loading}
        </p>
      ) : state.status === 'failed' ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-fg">
          {t.loadFailed}
          <button type="button" onClick={onRetry} className={buttonClass('outline')}>
            {premiumMessages.retry}
          </button>
        </div>
      ) : state.payments.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-border p-6 text-center text-fg-muted">{t.empty}</p>
      ) : (
        <>
        {state.payments.some((payment) => payment.testMode) ? <TestModeBadge className="mt-3" /> : null}
        <ul className="mt-4 space-y-3">
          {state.payments.map((payment) => {
            const date = premiumDate(payment.paidAt ?? payment.createdAt);
            return (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-fg">
                    {planText(payment.packageName)} · {formatRupees(payment.amountInr)}
                  </p>
                  <p className="text-sm text-fg-muted">
                    {date}
                    {payment.receiptNumber ? ` · ${t.receiptNumber(payment.receiptNumber)}` : ''}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                    <span className={`rounded-full px-2 py-0.5 ${statusClass[payment.status]}`}>{t.statusLabels[payment.status]}</span>
                    {payment.testMode ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100" title={premiumMessages.testMode}>{t.testMark}</span> : null}
                  </p>
                </div>
                {payment.status === 'paid' ? (
                  <button type="button" onClick={() => setShown(payment)} aria-label={t.viewReceiptOf(planText(payment.packageName), date)} className={buttonClass('outline')}>
                    <Receipt aria-hidden className="size-4" />
                    {t.viewReceipt}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
        </>
      )}
      <ReceiptDialog payment={shown} user={user} onClose={() => setShown(undefined)} />
    </section>
  );
}
