/** Money and units as Indian users read them: ₹ with en-IN digit grouping (₹1,23,456). */
import type { PriceUnit } from './api.ts';

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,23,456" for whole rupees, "₹99.50" with paise; the price is the API's decimal string. */
export function formatRupees(price: string): string {
  const amount = Number(price);
  return (Number.isInteger(amount) ? wholeRupees : rupeesAndPaise).format(amount);
}

export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  hour: 'Per Hour',
  day: 'Per Day',
  week: 'Per Week',
  month: 'Per Month',
};

/** Spec §2: a listing is negotiable if marked so, or its price is zero or absent. */
export function isNegotiablePrice(item: { isNegotiable: boolean; price: string | null }): boolean {
  return item.isNegotiable || item.price === null || Number(item.price) === 0;
}
