/**
 * The card's call action: a tel: link when the listing has a phone. Without one it looks unavailable
 * (a struck-through phone, muted, aria-disabled) and says why in its name; a tap still opens the * "Contact information not available…" alert, so nobody is left guessing. A call is recorded.
 */
import { useState } from 'react';
import { Phone, PhoneOff } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { telLink } from './contact-links.ts';
import { recordContact } from './record-contact.ts';

// Rarely opened: its code loads on the first press, not with every card.
const ContactUnavailableDialog = lazyPart(() => import('./contact-unavailable-dialog.tsx').then((module) => module.ContactUnavailableDialog), {
  placeholder: 'opening',
});

interface CardCallButtonProps {
  /** The listing, for the call's record (contact interactions). */
  item: { id: string; ownerId: string };
  phone: string | null;
  owner: string;
}

const shape = 'relative z-10 shrink-0 rounded-full';
const t = browseMessages.card;

export function CardCallButton({ item, phone, owner }: CardCallButtonProps) {
  const [open, setOpen] = useState(false);
  if (phone) {
    const label = t.callOwner(owner);
    return (
      <a href={telLink(phone)} onClick={() => recordContact(item, 'call')} aria-label={label} title={label} className={buttonClass('outline', 'icon', `${shape} text-primary`)}>
        <Phone aria-hidden className="size-4" />
      </a>
    );
  }
  const label = t.callUnavailable(owner);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        // Not `disabled`: a disabled button cannot be focused or tapped, and the tap is what explains.
        aria-disabled="true"
        onClick={() => setOpen(true)}
        className={buttonClass('ghost', 'icon', `${shape} border border-dashed border-border bg-surface-muted text-fg-muted`)}
      >
        <PhoneOff aria-hidden className="size-4" />
      </button>
      {open ? (
        <ContactUnavailableDialog owner={owner} onClose={() => setOpen(false)} onLoadFailed={() => setOpen(false)} />
      ) : null}
    </>
  );
}
