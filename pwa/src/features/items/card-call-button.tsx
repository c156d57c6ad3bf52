/**
 * The card's call action: a tel: link when the listing has a phone; otherwise a button that opens
 * spec §8's "Contact information not available…" alert.
 */
import { lazy, Suspense, useState } from 'react';
import { Phone } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { buttonClass } from '@pwa/ui/button-class.ts';
import { telLink } from './contact-links.ts';

// Rarely opened: its code loads on the first press, not with every card.
const ContactUnavailableDialog = lazy(() =>
  import('./contact-unavailable-dialog.tsx').then((module) => ({ default: module.ContactUnavailableDialog })),
);

interface CardCallButtonProps {
  phone: string | null;
  owner: string;
}

const className = buttonClass('outline', 'icon', 'relative z-10 shrink-0 rounded-full text-primary');

export function CardCallButton({ phone, owner }: CardCallButtonProps) {
  const [open, setOpen] = useState(false);
  const label = messages.browse.card.callOwner(owner);
  if (phone) {
    return (
      <a href={telLink(phone)} aria-label={label} title={label} className={className}>
        <Phone aria-hidden className="size-4" />
      </a>
    );
  }
  return (
    <>
      <button type="button" aria-label={label} title={label} onClick={() => setOpen(true)} className={className}>
        <Phone aria-hidden className="size-4" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ContactUnavailableDialog owner={owner} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
