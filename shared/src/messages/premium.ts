/**
 * Copy of the dashboard's Go Premium tab, its checkout (a real one, or a clearly labelled test mode)
 * and the payments history.
 */
import type { PaymentStatus, PremiumPackage } from '../api/payments.ts';
import { formatNumber } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const statusLabels: Record<PaymentStatus, string> = {
  created: 'Not completed',
  paid: 'Paid',
  failed: 'Failed',
};

const tierNames: Record<PremiumPackage['tier'], string> = {
  free: 'Free',
  monthly: 'Premium Monthly',
  yearly: 'Premium Yearly',
};

/**
 * The plans' names and features as the server lists them (English, from the database: see the
 * subscription_packages migration), in the page's language. One the copy does not know is shown as
 * the server wrote it; the lines restating a plan's limits are not shown (plan.maxPhotos says them).
 * Each line says what the plan really does: both paid plans feature their owner's listings in
 * Featured Rentals alike (the yearly plan's "Top placement" is that same placement), and verified
 * owners' listings come first among equally relevant results.
 */
const planText = {
  Free: 'Free',
  'Premium Monthly': 'Premium Monthly',
  'Premium Yearly': 'Premium Yearly',
  'Standard placement': 'Standard placement',
  'Featured placement': 'Featured placement',
  'Top placement': 'Featured placement',
  'Verified badge priority': 'Once verified, listed first among equal matches',
  'Basic support': 'Basic support',
  'Priority support': 'Priority support',
};

const english = {
  tab: 'Go Premium',
  heading: 'Choose your plan',
  intro: 'More photos, longer videos and better placement for your listings.',
  loading: 'Loading plans...',
  loadFailed: 'Could not load the plans.',
  retry: 'Retry',
  tierNames,
  planText,
  /** Shown, in these very words, on every screen of the test gateway's flow. */
  testMode: 'Test mode — no money is charged',
  plan: {
    free: 'Free',
    perMonth: '/month',
    perYear: '/year',
    bestValue: 'Best Value',
    save: (rupees: string) => `Save ${rupees}/month`,
    maxPhotos: (count: number) => `Up to ${formatNumber(count, 'en')} photos per listing`,
    maxVideo: (megabytes: number) => `Videos up to ${formatNumber(megabytes, 'en')} MB`,
    current: 'Current Plan',
    subscribe: 'Subscribe',
    starting: 'Starting checkout...',
    /** On a paid plan's button while this site takes no payments. */
    unavailable: 'Payments not available',
    unavailableNote: 'Payments are not available on this site yet: the plans cannot be bought here for now.',
    freeIncluded: 'Included',
    featuresLabel: (name: string) => `What ${name} includes`,
  },
  status: {
    heading: 'Your plan',
    active: 'Active',
    paidUntil: (date: string) => `Paid until ${date}`,
    renew: 'Renew',
    renewNote: 'Renewing adds a new period after the current one ends.',
  },
  checkout: {
    title: (plan: string) => `Pay for ${plan}`,
    description: 'This is the test gateway: choose how the payment should end.',
    pay: (amount: string) => `Pay ${amount} (test)`,
    fail: 'Simulate a failed payment',
    cancel: 'Cancel',
    working: 'Processing...',
    offline: 'You are offline. Connect to the internet to buy a plan.',
    scriptFailed: 'The payment page could not be loaded. Check your connection and try again.',
    successTitle: 'Payment successful',
    successText: (plan: string) => `${plan} is now active. Thank you!`,
    failedTitle: 'Payment failed',
    failedText: 'No money was taken, or it will be refunded by your bank. You are still on your current plan.',
    abandonedTitle: 'Payment not completed',
    abandonedText: 'The checkout was closed before paying. You are still on your current plan.',
    startFailed: 'Could not start the checkout. Please try again.',
    pendingTitle: 'Payment received',
    pendingText: 'Your payment will be confirmed shortly. Refresh in a minute to see your plan.',
    refresh: 'Refresh',
    merchantDescription: (plan: string) => `${plan} subscription`,
  },
  history: {
    heading: 'Payments',
    loading: 'Loading your payments...',
    loadFailed: 'Could not load your payments.',
    empty: 'No payments yet. Your receipts will appear here.',
    gstNote: 'Prices include GST.',
    statusLabels,
    receiptNumber: (number: string) => `Receipt ${number}`,
    noReceipt: 'No receipt',
    testMark: 'Test',
    viewReceipt: 'View receipt',
    viewReceiptOf: (plan: string, date: string) => `View receipt for ${plan}, ${date}`,
    period: (from: string, to: string) => `${from} – ${to}`,
  },
  receipt: {
    title: 'Receipt',
    number: 'Receipt number',
    date: 'Date',
    plan: 'Plan',
    period: 'Period',
    amount: 'Amount',
    paymentId: 'Payment reference',
    billedTo: 'Billed to',
    testMode: 'Test payment: nothing was charged.',
    print: 'Print or save',
    close: 'Close',
  },
} as const;

export type PremiumMessages = Copy<typeof english>;
export const premiumMessages: PremiumMessages = await localized<PremiumMessages>(english, () => import('./hi/premium.ts'));
