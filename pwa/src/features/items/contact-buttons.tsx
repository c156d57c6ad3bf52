/**
 * The ways to reach the owner (spec §2): WhatsApp with a prefilled message and "Call Owner". Without
 * a phone the spec's note says so. The spec's third button, "Message Owner", comes with the contact
 * page (/contact/{id}): until that page exists it would lead to the 404 page, so it is not shown.
 */
import { MessageCircle, Phone } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { buttonClass } from '@pwa/ui/button-class.ts';
import { telLink, whatsAppLink } from './contact-links.ts';
import { itemTitle, ownerCardName } from './item-text.ts';

const t = browseMessages.item;

type ContactItem = Pick<Item, 'title' | 'price' | 'priceUnit' | 'isNegotiable' | 'ownerName' | 'owner'>;

export function ContactButtons({ item, phone }: { item: ContactItem; phone: string | null }) {
  if (!phone) return <p className="rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">{t.noPhone}</p>;
  return (
    <div className="grid grid-cols-2 gap-2">
      <a
        href={whatsAppLink(phone, ownerCardName(item), { ...item, title: itemTitle(item) })}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('whatsapp')}
      >
        <MessageCircle aria-hidden className="size-5" />
        {t.whatsApp}
      </a>
      <a href={telLink(phone)} className={buttonClass('outline')}>
        <Phone aria-hidden className="size-5" />
        {t.callOwner}
      </a>
    </div>
  );
}
