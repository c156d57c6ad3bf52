/**
 * The owner card: avatar with initials, the owner's name ("Item Owner" when missing or a
 * demo placeholder), the verified tick, the owner's real rating from renters' reviews of all their
 * listings ("★ 4.6 (12 reviews)", or "No reviews yet") and the phone.
 */
import { Phone, Star } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { formatRating } from '@shared/intl.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { initials } from '@shared/user-display.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { VerifiedTick } from '@pwa/ui/verified-tick.tsx';
import { ownerCardName } from './item-text.ts';

const t = browseMessages.item;

export function OwnerCard({ item, phone }: { item: Pick<Item, 'ownerName' | 'owner'>; phone: string | null }) {
  const name = ownerCardName(item);
  return (
    <section aria-labelledby="owner-heading" className="rounded-2xl border border-border bg-surface p-4">
      <h2 id="owner-heading" className="sr-only">
        {t.ownerHeading}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar initials={initials(name)} imageUrl={item.owner.profileImageUrl} className="size-12 text-base" />
        <div className="min-w-0">
          {/* The whole name, wrapped over lines if long: a six-word name is still the owner's name. */}
          <p className="flex items-center gap-1 font-semibold text-fg">
            <span className="min-w-0">{name}</span>
            {item.owner.isVerified ? <VerifiedTick label={t.verified} /> : null}
          </p>
          <OwnerRating owner={item.owner} />
          {phone ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-fg-muted">
              <Phone aria-hidden className="size-3.5 shrink-0" />
              {phone}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

const r = reviewMessages.owner;

/** One line even at 360 px: a short figure, never wrapped. */
export function OwnerRating({ owner }: { owner: Pick<Item['owner'], 'averageRating' | 'reviewCount'> }) {
  if (owner.averageRating === null || owner.reviewCount <= 0) return <p className="mt-0.5 text-sm text-fg-muted">{r.none}</p>;
  const average = formatRating(owner.averageRating);
  return (
    <p className="mt-0.5 flex items-center gap-1 text-sm whitespace-nowrap text-fg-muted">
      <Star aria-hidden className="size-3.5 shrink-0 fill-amber-400 text-amber-500" />
      <span aria-hidden>
        <span className="font-semibold text-fg">{average}</span> {r.count(owner.reviewCount)}
      </span>
      <span className="sr-only">{r.label(average, owner.reviewCount)}</span>
    </p>
  );
}
