/**
 * The dashboard's Go Premium tab: for a premium, unexpired user the status
 * card; the plans (free, monthly, yearly) with the current one's button disabled; the checkout; and
 * the payments history with receipts. Buying needs a connection: offline, the tab says so.
 */
import { useCallback } from 'react';
import type { User } from '@shared/api.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { activeTier, isPremiumActive } from '@shared/premium.ts';
import { checkSession } from '@pwa/features/auth/pages.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { CheckoutNotice } from './checkout-notice.tsx';
import { PaymentsHistory } from './payments-history.tsx';
import { PlanCard } from './plan-card.tsx';
import { PremiumStatusCard } from './premium-status-card.tsx';
import { TestCheckoutSheet } from './test-checkout-sheet.tsx';
import { TestModeBadge } from './test-mode-badge.tsx';
import { rememberedTestMode } from './test-mode-memory.ts';
import { useCheckout } from './use-checkout.ts';
import { usePayments } from './use-payments.ts';
import { usePlans } from './use-plans.ts';

const t = premiumMessages;

export function PremiumTab({ user }: { user: User }) {
  const online = useOnline();
  const plans = usePlans();
  const payments = usePayments();
  const checkout = useCheckout(user, payments.refresh);
  const { busyPackageId, testOrder } = checkout.state;
  const premium = isPremiumActive(user);
  const tier = activeTier(user);
  const testMode =
    testOrder?.testMode === true || rememberedTestMode() || (payments.state.status === 'ready' && payments.state.payments.some((payment) => payment.testMode));
  const locked = busyPackageId !== undefined;
  const currentPlan = premium && plans.state.status === 'ready' ? plans.state.plans.find((plan) => plan.tier === user.premiumTier) : undefined;
  const refresh = useCallback(() => {
    checkout.dismissNotice();
    void checkSession();
    payments.refresh();
  }, [checkout, payments]);

  return (
    <div>
      {checkout.state.notice ? <CheckoutNotice notice={checkout.state.notice} onRefresh={refresh} /> : null}
      {premium ? (
        <div className="mb-8">
          <PremiumStatusCard
            user={user}
            plan={currentPlan}
            busy={currentPlan !== undefined && busyPackageId === currentPlan.id && !testOrder}
            locked={locked || !online}
            onRenew={(plan) => void checkout.subscribe(plan)}
          />
        </div>
      ) : null}
      <section aria-labelledby="premium-plans">
        <h2 id="premium-plans" className="text-xl font-bold text-fg">
          {t.heading}
        </h2>
        <p className="mt-1 text-fg-muted">{t.intro}</p>
        {testMode ? <TestModeBadge className="mt-3" /> : null}
        {plans.state.status === 'ready' && !plans.state.plans.some((plan) => plan.payable) ? (
          <p role="status" className="mt-3 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg">
            {t.plan.unavailableNote}
          </p>
        ) : null}
        {!online ? (
          <p role="status" className="mt-3 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg">
            {t.checkout.offline}
          </p>
        ) : null}
        {plans.state.status === 'loading' ? (
          <p role="status" aria-busy="true" className="mt-6 text-fg-muted">
            {t.loading}
          </p>
        ) : plans.state.status === 'failed' ? (
          <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-fg">
            {t.loadFailed}
            <button type="button" onClick={plans.retry} className={buttonClass('outline')}>
              {t.retry}
            </button>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {plans.state.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={plan.tier === tier}
                busy={busyPackageId === plan.id}
                locked={locked || !online}
                onSubscribe={(chosen) => void checkout.subscribe(chosen)}
              />
            ))}
          </ul>
        )}
      </section>
      <PaymentsHistory user={user} state={payments.state} onRetry={payments.retry} />
      <TestCheckoutSheet order={testOrder} working={checkout.state.testWorking} onFinish={(outcome) => void checkout.finishTest(outcome)} onCancel={checkout.cancelTest} />
    </div>
  );
}
