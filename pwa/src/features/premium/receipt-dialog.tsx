/**
 * One payment's receipt (issue 14): number, date, plan, period, amount with the GST note, and who paid;
 * "Print or save" hands it to the browser's print dialog (which also saves as PDF). While printing,
 * only the receipt shows (print:… classes).
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { Payment, User } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { APP_NAME } from '@shared/messages.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { displayName } from '@shared/user-display.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { premiumDate } from './premium-date.ts';
import { planText } from './plan-text.ts';
import { returnFocus } from '@pwa/ui/focus-return.ts';

const t = premiumMessages.receipt;

interface ReceiptDialogProps {
  payment: Payment | undefined;
  user: User;
  onClose: () => void;
}

export function ReceiptDialog({ payment, user, onClose }: ReceiptDialogProps) {
  const rows: [string, string][] = payment
    ? [
        [t.number, payment.receiptNumber ?? premiumMessages.history.noReceipt],
        [t.date, premiumDate(payment.paidAt ?? payment.createdAt)],
        [t.plan, planText(payment.packageName)],
        ...(payment.periodStart && payment.periodEnd ? [[t.period, premiumMessages.history.period(premiumDate(payment.periodStart), premiumDate(payment.periodEnd))] as [string, string]] : []),
        [t.amount, formatRupees(payment.amountInr)],
        ...(payment.paymentId ? [[t.paymentId, payment.paymentId] as [string, string]] : []),
        [t.billedTo, `${displayName(user)} (${user.email})`],
      ]
    : [];
  return (
    <Dialog.Root open={payment !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] print:hidden" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6 print:static print:max-h-none print:translate-none print:border-0 print:shadow-none">
          <p className="text-sm font-semibold text-primary">{APP_NAME}</p>
          <Dialog.Title className="text-xl font-bold text-fg">{t.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-fg-muted">{premiumMessages.history.gstNote}</Dialog.Description>
          <dl className="mt-4 divide-y divide-border text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-2">
                <dt className="text-fg-muted">{label}</dt>
                <dd className="text-right font-medium break-all text-fg">{value}</dd>
              </div>
            ))}
          </dl>
          {payment?.testMode ? <p className="mt-3 text-sm font-semibold text-fg">{t.testMode}</p> : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end print:hidden">
            <Dialog.Close className={buttonClass('outline')}>{t.close}</Dialog.Close>
            <button type="button" onClick={() => window.print()} className={buttonClass('primary')}>
              {t.print}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
