/**
 * One of the owner's listings (My Listings): picture, title, price, status, views and booking requests,
 * and the View Details / Edit / Delete actions; one the moderators hid says why (and asks for a review). A listing whose writes wait says "Waiting to sync"; one
 * the server refused shows its message with Retry / Edit / Discard instead. A listing the server has
 * never seen has no status, views or page to view yet.
 */
import { Link } from '@tanstack/react-router';
import { CalendarCog, Eye, Pencil, RotateCcw, Trash2, X } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { ListingModerationNote } from '@pwa/features/listing-review/index.ts';
import { Button } from '@pwa/ui/button.tsx';
import { ListingCover } from './listing-cover.tsx';
import { listingPrice } from './listing-price.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import type { ListingWrite, MyListing } from './outbox-overlay.ts';
import { SyncProblem, WaitingBadge } from './sync-state.tsx';

const t = listingMessages.dashboard;
const s = listingMessages.sync;
const icon = 'hidden size-4 shrink-0 min-[420px]:block';

export interface ListingCardActions {
  onDelete: (item: Item) => void;
  onRetry: (write: ListingWrite) => void;
  onDiscard: (write: ListingWrite, item: Item) => void;
}

interface ListingCardProps extends ListingCardActions {
  listing: MyListing;
  /** Booking requests for it; undefined while unknown (offline). */
  bookings: number | undefined;
  /** A Retry or Discard of its refused write is on its way. */
  busy: boolean;
}

export function ListingCard({ listing: { item, sync, cover }, bookings, busy, onDelete, onRetry, onDiscard }: ListingCardProps) {
  const title = item.title || t.untitled;
  const refused = sync?.status === 'failed' ? sync.refused : null;
  const editLink = (
    <Link to="/item/$id/edit" params={{ id: item.id }} className={buttonClass('outline', 'md', 'px-2')}>
      <Pencil aria-hidden className={icon} />
      {refused ? s.edit : t.edit}
    </Link>
  );
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3 shadow-xs sm:p-4">
      <div className="flex gap-3">
        <ListingCover photo={cover} />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 font-semibold text-fg">{title}</h3>
          <p className="mt-0.5 font-semibold text-primary">{listingPrice(item)}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            {/* Not on the server yet: neither active nor viewed anywhere. */}
            {sync?.madeHere ? null : <ListingStatusBadge availability={item.availability} hidden={item.moderationStatus !== 'approved'} />}
            {sync?.status === 'pending' ? <WaitingBadge /> : null}
            {sync?.madeHere ? null : <span>{t.views(item.viewCount)}</span>}
            {bookings === undefined ? null : <span>{t.bookings(bookings)}</span>}
          </div>
        </div>
      </div>
      {sync ? <SyncProblem sync={sync} /> : null}
      {sync?.madeHere ? null : <ListingModerationNote item={item} />}
      {sync?.madeHere ? null : (
        <Link to="/item/$id/availability" params={{ id: item.id }} className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-primary hover:underline">
          <CalendarCog aria-hidden className="size-4" />
          {calendarMessages.owner.title}
        </Link>
      )}
      {refused ? (
        <div role="group" aria-label={t.actionsFor(title)} className="grid auto-cols-fr grid-flow-col gap-2">
          <Button variant="outline" disabled={busy} onClick={() => onRetry(refused)} className="px-2">
            <RotateCcw aria-hidden className={icon} />
            {s.retry}
          </Button>
          {/* A refused delete has nothing to edit: retry it, or discard it and keep the listing. */}
          {refused.kind === 'listing.delete' ? null : editLink}
          <Button variant="outline" disabled={busy} onClick={() => onDiscard(refused, item)} className="px-2">
            <X aria-hidden className={icon} />
            {s.discard}
          </Button>
        </div>
      ) : (
        // On the narrowest phones the icons give way, and "View Details" takes the width of its name
        // (down to 320 px) while Edit and Delete share the rest.
        <div role="group" aria-label={t.actionsFor(title)} className={`grid gap-2 ${sync?.madeHere ? 'grid-cols-2' : 'grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] sm:grid-cols-3'}`}>
          {sync?.madeHere ? null : (
            <Link to="/item/$id" params={{ id: item.id }} className={buttonClass('outline', 'md', 'px-2')}>
              <Eye aria-hidden className={icon} />
              <span className="truncate">{t.viewDetails}</span>
            </Link>
          )}
          {editLink}
          <Button variant="outline" onClick={() => onDelete(item)} className="px-2">
            <Trash2 aria-hidden className={icon} />
            {t.delete}
          </Button>
        </div>
      )}
    </article>
  );
}
