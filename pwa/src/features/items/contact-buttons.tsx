/**
 * The three ways to reach the owner (spec §2): WhatsApp with a prefilled message, "Call Owner" and
 * "Message Owner" (the contact page). Without a phone only messaging is offered, with spec's note.
 */
import { MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { buttonClass } from '@pwa/ui/button-class.ts';
import { telLink, whatsAppLink } from './contact-links.ts';
import { itemTitle, ownerCardName } from './item-text.ts';

const t = messages.browse.item;

type ContactItem = Pick<Item, 'id' | 'title' | 'price' | 'priceUnit' | 'isNegotiable' | 'ownerName' | 'owner'>;

/** /contact/{id}?owner=…&item=… (spec route table); a plain link until that page's route exists. */
export function contactPageHref(item: ContactItem): string {
  const query = new URLSearchParams({ owner: ownerCardName(item), item: itemTitle(item) });
  return `/contact/${encodeURIComponent(item.id)}?${query.toString().replaceAll('+', '%20')}`;
}

export function ContactButtons({ item, phone }: { item: ContactItem; phone: string | null }) {
  const owner = ownerCardName(item);
  return (
    <div className="flex flex-col gap-2">
      {phone ? (
        <div className="grid grid-cols-2 gap-2">
          <a
            href={whatsAppLink(phone, owner, { ...item, title: itemTitle(item) })}
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
      ) : (
        <p className="rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">{t.noPhone}</p>
      )}
      <a href={contactPageHref(item)} className={buttonClass(phone ? 'outline' : 'primary')}>
        <MessageSquareText aria-hidden className="size-5" />
        {t.messageOwner}
      </a>
    </div>
  );
}
