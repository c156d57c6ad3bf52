/**
 * The user's payments (GET /api/payments), in memory only (sync/use-fetched.ts): loading, failed (with
 * a retry) or ready; `refresh` reads again while the list stays shown (after a payment).
 */
import type { Payment } from '@shared/api.ts';
import { useFetched } from '@pwa/sync/use-fetched.ts';
import { fetchPayments } from './premium-api.ts';

export type PaymentsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; payments: Payment[] };

export function usePayments() {
  const { state: fetched, retry, refresh } = useFetched(fetchPayments);
  const state: PaymentsState = fetched.status === 'ready' ? { status: 'ready', payments: fetched.value } : fetched;
  return { state, retry, refresh };
}
