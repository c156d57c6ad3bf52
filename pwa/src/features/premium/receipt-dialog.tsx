/**
 * One payment's receipt: number, date, plan, period, amount with the GST note, and who paid;
 * "Print or save" hands it to the browser's print dialog (which also saves as PDF). While printing,
 * only the receipt shows (print:… classes).
 */
import type { Payment, User } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { APP_NAME } from '@shared/messages.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { displayName } from '@shared/user-display.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { premiumDate } from './premium-date.ts';
import { planText } from './plan-text.ts';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';

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
    <ModalDialog
      open={payment !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
      eyebrow={APP_NAME}
      title={t.title}
      description={premiumMessages.history.gstNote}
      printable
    >
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
        <DialogClose className={buttonClass('outline')}>{t.close}</DialogClose>
        <button type="button" onClick={() => window.print()} className={buttonClass('primary')}>
          {t.print}
        </button>
      </div>
    </ModalDialog>
  );
}
