/**
 * One of the owner's listings (spec §2 My Listings): picture, title, price, status, views and
 * booking requests, and the View Details / Edit / Delete actions.
 */
import { Link } from '@tanstack/react-router';
import { Eye, Package, Pencil, Trash2 } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { buttonClass } from '@pwa/ui/button-class.ts';
import { Button } from '@pwa/ui/button.tsx';
import { listingPrice } from './listing-price.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';

const t = listingMessages.dashboard;

interface ListingCardProps {
  item: Item;
  /** Booking requests for it; undefined while unknown (offline). */
  bookings: number | undefined;
  onDelete: (item: Item) => void;
}

export function ListingCard({ item, bookings, onDelete }: ListingCardProps) {
  const title = item.title || t.untitled;
  const image = item.imageUrls[0];
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3 shadow-xs sm:p-4">
      <div className="flex gap-3">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-muted text-fg-muted sm:size-28">
          {image ? <img src={image} alt="" loading="lazy" className="size-full object-cover" /> : <Package aria-hidden className="size-8" />}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 font-semibold text-fg">{title}</h3>
          <p className="mt-0.5 font-semibold text-primary">{listingPrice(item)}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            <ListingStatusBadge availability={item.availability} />
            <span>{t.views(item.viewCount)}</span>
            {bookings === undefined ? null : <span>{t.bookings(bookings)}</span>}
          </div>
        </div>
      </div>
      {/* On the narrowest phones the icons give way, so "View Details" keeps its whole name. */}
      <div role="group" aria-label={t.actionsFor(title)} className="grid grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] gap-2 sm:grid-cols-3">
        <Link to="/item/$id" params={{ id: item.id }} className={buttonClass('outline', 'md', 'px-2')}>
          <Eye aria-hidden className="hidden size-4 shrink-0 min-[420px]:block" />
          <span className="truncate">{t.viewDetails}</span>
        </Link>
        <Link to="/item/$id/edit" params={{ id: item.id }} className={buttonClass('outline', 'md', 'px-2')}>
          <Pencil aria-hidden className="hidden size-4 shrink-0 min-[420px]:block" />
          {t.edit}
        </Link>
        <Button variant="outline" onClick={() => onDelete(item)} className="px-2">
          <Trash2 aria-hidden className="hidden size-4 shrink-0 min-[420px]:block" />
          {t.delete}
        </Button>
      </div>
    </article>
  );
}
