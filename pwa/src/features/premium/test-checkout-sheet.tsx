/**
 * The built-in test gateway's checkout (no provider keys configured), as an accessible
 * dialog: it says "Test mode — no money is charged", and offers to pay (test) or to simulate a failed
 * payment. Closing it abandons the payment; nothing is charged either way.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { PaymentOrder } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { rupeesFromPaise } from '@shared/premium.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import type { TestOutcome } from './premium-api.ts';
import { TestModeBadge } from './test-mode-badge.tsx';
import { planText } from './plan-text.ts';
import { returnFocus } from '@pwa/ui/focus-return.ts';

const t = premiumMessages.checkout;

interface TestCheckoutSheetProps {
  order: PaymentOrder | undefined;
  working: boolean;
  onFinish: (outcome: TestOutcome) => void;
  onCancel: () => void;
}

export function TestCheckoutSheet({ order, working, onFinish, onCancel }: TestCheckoutSheetProps) {
  const amount = order ? formatRupees(rupeesFromPaise(order.amount)) : '';
  return (
    <Dialog.Root open={order !== undefined} onOpenChange={(open) => (open || working ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        {/* A bottom sheet on phones, a centred dialog from sm up. */}
        <Dialog.Content onCloseAutoFocus={returnFocus} className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-t-2xl border border-border bg-surface p-5 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <TestModeBadge />
          <Dialog.Title className="mt-3 text-xl font-bold text-fg">{order ? t.title(planText(order.packageName)) : ''}</Dialog.Title>
          <Dialog.Description className="mt-1 text-fg-muted">{t.description}</Dialog.Description>
          <p className="mt-3 text-2xl font-bold text-fg">{amount}</p>
          <div className="mt-6 flex flex-col gap-3">
            <button type="button" disabled={working} onClick={() => onFinish('paid')} className={buttonClass('primary')}>
              {working ? t.working : t.pay(amount)}
            </button>
            <button type="button" disabled={working} onClick={() => onFinish('failed')} className={buttonClass('outline')}>
              {t.fail}
            </button>
            <Dialog.Close disabled={working} className={buttonClass('ghost')}>
              {t.cancel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
