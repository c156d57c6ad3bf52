/**
 * Buying a plan, online only: an order from the server, then the checkout (the built-in test gateway's
 * sheet when no provider keys are configured, Razorpay's otherwise), and the signed result sent to the
 * server, which activates the plan once. A failed or abandoned payment leaves the user on their plan
 * with a clear notice.
 */
import { useCallback, useState } from 'react';
import type { PaymentOrder, PaymentVerifyPayload, PremiumPackage, User } from '@shared/api.ts';
import { premiumMessages } from '@shared/messages/premium.ts';
import { checkSession } from '@pwa/features/auth/pages.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { createOrder, testCheckout, verifyPayment, type TestOutcome } from './premium-api.ts';
import { loadRazorpay, openRazorpay } from './razorpay-checkout.ts';
import { rememberTestMode } from './test-mode-memory.ts';
import { planText } from './plan-text.ts';

const t = premiumMessages.checkout;

export type CheckoutNotice = 'offline' | 'start-failed' | 'script-failed' | 'failed' | 'abandoned' | 'pending';

export interface CheckoutState {
  /** The plan whose checkout is starting or open. */
  busyPackageId: string | undefined;
  /** The test gateway's order while its sheet is open. */
  testOrder: PaymentOrder | undefined;
  /** The test sheet's button pressed, until its answer is in. */
  testWorking: boolean;
  notice: CheckoutNotice | undefined;
}

const IDLE: CheckoutState = { busyPackageId: undefined, testOrder: undefined, testWorking: false, notice: undefined };

/** A failure after which the server may well have the payment: no answer, or its own trouble. */
const mayHavePassed = (error: unknown): boolean => !isApiError(error) || error.code === 'network-error' || error.status >= 500;

export function useCheckout(user: User, onPaid: () => void) {
  const [state, setState] = useState<CheckoutState>(IDLE);

  const end = useCallback((notice: CheckoutNotice | undefined) => setState({ ...IDLE, notice }), []);

  const verify = useCallback(
    async (payload: PaymentVerifyPayload, plan: string): Promise<void> => {
      try {
        await verifyPayment(payload);
      } catch (error) {
        // 'pending' says the payment will be confirmed shortly (the provider's webhook activates the plan) and
        // offers a refresh.
        end(mayHavePassed(error) ? 'pending' : 'failed');
        if (!mayHavePassed(error)) showToast('error', t.failedTitle, t.failedText);
        return;
      }
      end(undefined);
      showToast('success', t.successTitle, t.successText(plan));
      // The signed-in user read again, so every screen sees premium.
      await checkSession();
      onPaid();
    },
    [end, onPaid],
  );

  const subscribe = useCallback(
    async (plan: PremiumPackage): Promise<void> => {
      if (!navigator.onLine) {
        end('offline');
        return;
      }
      setState({ ...IDLE, busyPackageId: plan.id });
      let order: PaymentOrder;
      try {
        order = await createOrder(plan.id);
      } catch {
        end(navigator.onLine ? 'start-failed' : 'offline');
        return;
      }
      rememberTestMode(order.testMode);
      if (order.testMode) {
        setState({ ...IDLE, busyPackageId: plan.id, testOrder: order });
        return;
      }
      let Razorpay;
      try {
        Razorpay = await loadRazorpay();
      } catch {
        end('script-failed');
        return;
      }
      const outcome = await openRazorpay(Razorpay, order, user);
      if (outcome.kind === 'paid') await verify(outcome.payload, planText(order.packageName));
      else {
        end(outcome.kind === 'failed' ? 'failed' : 'abandoned');
        showToast('error', outcome.kind === 'failed' ? t.failedTitle : t.abandonedTitle);
      }
    },
    [end, user, verify],
  );

  /** The test sheet's buttons: pay (then verify the signed result) or simulate a failure. */
  const finishTest = useCallback(
    async (outcome: TestOutcome): Promise<void> => {
      const order = state.testOrder;
      if (!order) return;
      setState((current) => ({ ...current, testWorking: true }));
      let answer;
      try {
        answer = await testCheckout(order.orderId, outcome);
      } catch (error) {
        // A refused test payment may answer with an error status: still a failed payment.
        end(outcome === 'paid' && mayHavePassed(error) ? 'start-failed' : 'failed');
        if (outcome === 'failed') showToast('error', t.failedTitle);
        return;
      }
      if (outcome === 'failed' || 'error' in answer) {
        end('failed');
        showToast('error', t.failedTitle);
        return;
      }
      await verify(answer, planText(order.packageName));
    },
    [end, state.testOrder, verify],
  );

  const cancelTest = useCallback(() => end('abandoned'), [end]);
  const dismissNotice = useCallback(() => setState((current) => ({ ...current, notice: undefined })), []);

  return { state, subscribe, finishTest, cancelTest, dismissNotice };
}
