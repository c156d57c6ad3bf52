/** Rules about prices that the item pages and the form share. Formatting itself is in intl.ts. */

/** A listing is negotiable if marked so, or its price is zero or absent. */
export function isNegotiablePrice(item: { isNegotiable: boolean; price: string | null }): boolean {
  return item.isNegotiable || item.price === null || Number(item.price) === 0;
}
