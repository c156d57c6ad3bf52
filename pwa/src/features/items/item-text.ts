/**
 * How an item reads on cards and its page, with every fallback: title, location,
 * owner, the price line and the real rating ("No reviews yet", never a made-up figure).
 */
import type { Item, PriceUnit } from '@shared/api.ts';
import { isNegotiablePrice } from '@shared/format.ts';
import { formatNumber, formatRating, formatRupees } from '@shared/intl.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { listingMessages } from '@shared/messages/listings.ts';

const t = browseMessages;

type Text = string | null | undefined;
const present = (text: Text): string | null => (text && text.trim() ? text.trim() : null);

export const itemTitle = (item: Pick<Item, 'title'>): string => present(item.title) ?? t.card.untitled;

export const itemLocation = (item: Pick<Item, 'location'>): string => present(item.location) ?? t.card.noLocation;

/** Card owner: the listing's owner name, else the owner's profile name, else "Anonymous". */
export const cardOwnerName = (item: Pick<Item, 'ownerName' | 'owner'>): string =>
  present(item.ownerName) ?? present(item.owner.fullName) ?? t.card.anonymous;

/** Names the seed or an old client left in place of a real one (they read as "Item Owner"). */
const DEMO_PLACEHOLDER_NAMES = new Set(['demo user', 'demo owner', 'test user', 'user']);

/** Owner card name: "Item Owner" when empty or a demo placeholder. */
export function ownerCardName(item: Pick<Item, 'ownerName' | 'owner'>): string {
  const name = present(item.owner.fullName) ?? present(item.ownerName);
  if (!name || DEMO_PLACEHOLDER_NAMES.has(name.toLowerCase())) return t.item.ownerFallback;
  return name;
}

export type PriceParts = { negotiable: true } | { negotiable: false; amount: string; unit: string };

/** "₹1,200" and "Per Day" (default unit day), or negotiable (zero or no price counts). */
export function priceParts(item: Pick<Item, 'price' | 'priceUnit' | 'isNegotiable'>): PriceParts {
  if (isNegotiablePrice(item) || item.price === null) return { negotiable: true };
  const unit: PriceUnit = item.priceUnit ?? 'day';
  return { negotiable: false, amount: formatRupees(item.price), unit: listingMessages.priceUnits[unit] };
}

/** "Price Negotiable" or "₹1,200 Per Day". */
export function priceLine(item: Pick<Item, 'price' | 'priceUnit' | 'isNegotiable'>): string {
  const parts = priceParts(item);
  return parts.negotiable ? t.card.negotiable : `${parts.amount} ${parts.unit}`;
}

/** `average` and `count` as shown ("4.3", "1,204"), in the page's language; `label` says it all for screen readers. */
export type RatingText = { reviewed: false; text: string } | { reviewed: true; average: string; count: string; label: string };

/** The item's real rating, one decimal, or "No reviews yet" while it has none. */
export function ratingText(item: Pick<Item, 'averageRating' | 'reviewCount'>): RatingText {
  if (item.reviewCount <= 0 || item.averageRating === null) return { reviewed: false, text: t.card.noReviews };
  const average = formatRating(item.averageRating);
  return { reviewed: true, average, count: formatNumber(item.reviewCount), label: t.card.rating(average, item.reviewCount) };
}
