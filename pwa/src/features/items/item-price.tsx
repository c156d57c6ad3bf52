/** The price line: "₹1,200" bold with its unit ("Per Day"), or "Price Negotiable". */
import type { Item } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { priceParts } from './item-text.ts';

interface ItemPriceProps {
  item: Pick<Item, 'price' | 'priceUnit' | 'isNegotiable'>;
  size?: 'card' | 'page';
}

export function ItemPrice({ item, size = 'card' }: ItemPriceProps) {
  const parts = priceParts(item);
  const amountClass = size === 'page' ? 'text-3xl' : 'text-lg';
  if (parts.negotiable) {
    return <p className={`font-semibold text-primary ${size === 'page' ? 'text-2xl' : 'text-sm leading-tight'}`}>{browseMessages.card.negotiable}</p>;
  }
  // On a narrow card the unit goes under the amount rather than wrapping beside it.
  return (
    <p className={`text-primary ${size === 'card' ? 'flex flex-col leading-tight' : ''}`}>
      {/* An amount is never broken across lines ("₹1,20" / "0"), however narrow the card. */}
      <span className={`font-bold whitespace-nowrap ${amountClass}`}>{parts.amount}</span>
      {size === 'page' ? ' ' : null}
      <span className={`text-fg-muted ${size === 'page' ? 'text-base' : 'text-xs'}`}>{parts.unit}</span>
    </p>
  );
}
