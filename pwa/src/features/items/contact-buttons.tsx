/**
 * The ways to reach the owner: WhatsApp with a prefilled message, "Call Owner" and "Message
 * Owner" (the contact page, /contact/{id}). Each click is recorded (record-contact.ts) and never
 * waits for it. Without a phone a note points at messaging, and the phone buttons stay in
 * place, visibly unavailable: a tap says why (the toasts) instead of doing nothing.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { telLink, whatsAppLink } from './contact-links.ts';
import { itemTitle, ownerCardName } from './item-text.ts';
import { recordContact } from './record-contact.ts';

const t = browseMessages.item;
const toasts = contactMessages.toasts;

type ContactItem = Pick<Item, 'id' | 'ownerId' | 'title' | 'price' | 'priceUnit' | 'isNegotiable' | 'ownerName' | 'owner'>;

/**
 * A phone button without a phone: looks unavailable, stays focusable and tappable (not `disabled`),
 * and a tap says why with a toast ("Phone number not available").
 */
function UnavailableButton({ toast, children }: { toast: { title: string; description: string }; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      className={buttonClass('ghost', 'md', 'border border-dashed border-border bg-surface-muted text-fg-muted')}
      onClick={() => showToast('error', toast.title, toast.description)}
    >
      {children}
    </button>
  );
}

export function ContactButtons({ item, phone }: { item: ContactItem; phone: string | null }) {
  return (
    <div className="flex flex-col gap-2">
      {phone ? null : <p className="rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">{t.noPhone}</p>}
      <div className="grid grid-cols-2 gap-2">
        {phone ? (
          <a
            href={whatsAppLink(phone, ownerCardName(item), { ...item, title: itemTitle(item) })}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('whatsapp')}
            onClick={() => recordContact(item, 'whatsapp')}
          >
            <MessageCircle aria-hidden className="size-5" />
            {t.whatsApp}
          </a>
        ) : (
          <UnavailableButton toast={toasts.whatsAppUnavailable}>
            <MessageCircle aria-hidden className="size-5" />
            {t.whatsApp}
          </UnavailableButton>
        )}
        {phone ? (
          <a href={telLink(phone)} className={buttonClass('outline')} onClick={() => recordContact(item, 'call')}>
            <Phone aria-hidden className="size-5" />
            {t.callOwner}
          </a>
        ) : (
          <UnavailableButton toast={toasts.phoneUnavailable}>
            <Phone aria-hidden className="size-5" />
            {t.callOwner}
          </UnavailableButton>
        )}
      </div>
      <Link to="/contact/$id" params={{ id: item.id }} className={buttonClass('primary')} onClick={() => recordContact(item, 'message')}>
        <Mail aria-hidden className="size-5" />
        {t.messageOwner}
      </Link>
    </div>
  );
}
