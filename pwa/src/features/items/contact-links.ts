/**
 * Phone links: the number stripped to digits and +, a tel: link and a messaging-app link
 * with a prefilled message (owner name, item title, price or "Negotiable price").
 */
import type { Item } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { priceParts } from './item-text.ts';

/** The listing's contact number, else the owner's; null when neither has digits. */
export function contactPhone(item: Pick<Item, 'contactPhone' | 'owner'>): string | null {
  for (const candidate of [item.contactPhone, item.owner.phone]) {
    const cleaned = candidate?.replace(/[^\d+]/g, '') ?? '';
    if (/\d/.test(cleaned)) return cleaned;
  }
  return null;
}

export const telLink = (phone: string): string => `tel:${phone}`;

/**
 * wa.me wants the full international number in digits. A bare 10-digit number is an Indian mobile
 * typed without +91 (the form allows it), so India's code is put in front.
 */
export function whatsAppLink(phone: string, owner: string, item: Pick<Item, 'title' | 'price' | 'priceUnit' | 'isNegotiable'>): string {
  const digits = phone.replace(/\D/g, '');
  const international = digits.length === 10 && !phone.startsWith('+') ? `91${digits}` : digits;
  const parts = priceParts(item);
  const price = parts.negotiable ? browseMessages.item.negotiablePrice : `${parts.amount} ${parts.unit}`;
  const text = browseMessages.item.whatsAppText(owner, item.title, price);
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}
