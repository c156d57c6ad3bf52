/**
 * An item card: photo or placeholder, availability, the Featured badge, favourite heart, title, location,
 * how far it is (in a near-me list), owner (with the verified tick), the real rating, price per unit and
 * the call action. The title link covers the whole card (one tab stop, one name for screen readers); the
 * heart and call buttons sit above it.
 */
import { MapPin, Navigation, UserRound } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { VerifiedTick } from '@pwa/ui/verified-tick.tsx';
import { FavoriteButton } from '@pwa/features/favorites/index.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { CardCallButton } from './card-call-button.tsx';
import { contactPhone } from './contact-links.ts';
import { ItemCardLink } from './item-card-link.tsx';
import { distanceText } from './item-distance.ts';
import { ItemImage } from './item-image.tsx';
import { ItemPrice } from './item-price.tsx';
import { ItemRating } from './item-rating.tsx';
import { cardOwnerName, itemLocation, itemTitle } from './item-text.ts';

interface ItemCardProps {
  item: Item;
  /** Search results add the "View Details" button. */
  showDetailsButton?: boolean;
  /** Load the photo at once (first cards above the fold) instead of when scrolled near. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

export function ItemCard({ item, showDetailsButton = false, eager = false, headingLevel = 3 }: ItemCardProps) {
  const title = itemTitle(item);
  const owner = cardOwnerName(item);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition hover:shadow-md data-opening:opacity-60 has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-ring">
      <div className="relative">
        <ItemImage url={item.imageUrls[0]} alt="" eager={eager} />
        <AvailabilityBadge availability={item.availability} className="absolute top-2 left-2" />
        {item.isFeatured ? (
          <span className="absolute bottom-2 left-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg shadow-sm">
            {browseMessages.card.featured}
          </span>
        ) : null}
        <FavoriteButton id={item.id} title={title} className="absolute top-1.5 right-1.5 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 leading-snug font-semibold text-fg">
          <ItemCardLink id={item.id} cardLink className="outline-none after:absolute after:inset-0 after:content-['']">
            {title}
          </ItemCardLink>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-fg-muted">
          <MapPin aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{itemLocation(item)}</span>
        </p>
        {/* Only a near-me list's answer has it: the device never stores it with the listing. */}
        {item.distanceKm === undefined ? null : (
          <p className="flex items-center gap-1 text-sm font-medium text-fg">
            <Navigation aria-hidden className="size-3.5 shrink-0" />
            <span>{distanceText(item.distanceKm)}</span>
          </p>
        )}
        <p className="flex items-center gap-1 text-sm text-fg-muted">
          <UserRound aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">{`${browseMessages.card.listedBy} `}</span>
          <span className="truncate">{owner}</span>
          {item.owner.isVerified ? <VerifiedTick label={browseMessages.item.verified} className="size-4" /> : null}
        </p>
        <ItemRating item={item} />
        {/*
          The price counts at its narrowest (the amount, its unit under it) when the row decides to
          wrap: the call button stays beside it while they fit, and goes under a long amount on the
          narrowest phones rather than squeezing it.
        */}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <div className="grow basis-[min-content]">
            <ItemPrice item={item} />
          </div>
          <CardCallButton item={item} phone={contactPhone(item)} owner={owner} />
        </div>
        {showDetailsButton ? (
          <ItemCardLink id={item.id} className={buttonClass('outline', 'md', 'relative z-10 mt-2 w-full')}>
            {browseMessages.card.viewDetails}
          </ItemCardLink>
        ) : null}
      </div>
    </article>
  );
}
