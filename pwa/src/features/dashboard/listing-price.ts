/** A listing's price as the dashboard shows it: "₹1,500 / day", or "Price Negotiable". */
import type { Item } from '@shared/api.ts';
import { isNegotiablePrice } from '@shared/format.ts';
import { formatRupees } from '@shared/intl.ts';
import { listingMessages } from '@shared/messages/listings.ts';

const t = listingMessages;

export function listingPrice(item: Pick<Item, 'isNegotiable' | 'price' | 'priceUnit'>): string {
  if (isNegotiablePrice(item) || item.price === null) return t.dashboard.priceNegotiable;
  return t.dashboard.pricePer(formatRupees(item.price), t.priceUnitShort[item.priceUnit ?? 'day']);
}
