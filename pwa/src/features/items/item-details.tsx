/**
 * The item page's facts beside its media: title with the favourite heart, category badge,
 * availability, location, rating, the price line, description, owner and contact buttons (or, on
 * the owner's own listing, "This is your listing" with Edit), then the booking calendar, or the hour
 * picker for a listing priced per hour (read-only for the owner, with the way to manage it).
 */
import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import type { Item } from '@shared/api.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { useAuth } from '@pwa/features/auth/index.ts';
import { BookingCalendar, CalendarSpace, HourBooking } from '@pwa/features/calendar/index.ts';
import { FavoriteButton } from '@pwa/features/favorites/index.ts';
import { AfterFirstScreen } from '@pwa/ui/after-first-screen.tsx';
import { AvailabilityBadge } from './availability-badge.tsx';
import { ContactButtons } from './contact-buttons.tsx';
import { SafetyTips } from '@pwa/features/safety/index.ts';
import { ReportButton } from '@pwa/features/reports/index.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { contactPhone } from './contact-links.ts';
import { ItemPrice } from './item-price.tsx';
import { ItemRating } from './item-rating.tsx';
import { itemLocation, itemTitle, ownerCardName } from './item-text.ts';
import { OwnListingPanel } from './own-listing-panel.tsx';
import { OwnerCard } from './owner-card.tsx';
import { categoryName } from '@shared/messages/categories.ts';

const t = browseMessages.item;

export function ItemDetails({ item }: { item: Item }) {
  const title = itemTitle(item);
  const phone = contactPhone(item);
  const own = useAuth().user?.id === item.ownerId;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl">{title}</h1>
          <FavoriteButton id={item.id} title={title} className="shrink-0 border border-border" />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {/* The pill is drawn inside a 44 px tall link: the whole height takes a tap. */}
          <Link to="/category/$slug" params={{ slug: item.categorySlug }} className="group inline-flex min-h-11 items-center rounded-full">
            <span className="inline-flex min-h-8 items-center rounded-full bg-primary-soft px-3 text-sm font-medium text-primary group-hover:underline">
              {categoryName({ slug: item.categorySlug, name: item.categoryName })}
            </span>
          </Link>
          <AvailabilityBadge availability={item.availability} className="border border-border shadow-none" />
        </div>
        <p className="mt-3 flex items-center gap-1.5 text-fg-muted">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {itemLocation(item)}
        </p>
        <ItemRating item={item} className="mt-2 text-sm" />
      </div>
      <ItemPrice item={item} size="page" />
      {item.description.trim() ? (
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="mb-1 text-lg font-semibold text-fg">
            {t.description}
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-fg">{item.description}</p>
        </section>
      ) : null}
      <OwnerCard item={item} phone={phone} />
      {own ? <OwnListingPanel item={item} /> : <ContactButtons item={item} phone={phone} />}
      {own ? null : <SafetyTips />}
      {own ? null : (
        // The owner card is the owner's profile as renters see it: the owner is reported from here too.
        <div className="flex flex-wrap gap-x-2">
          <ReportButton targetType="item" targetId={item.id} label={reportMessages.reportListing} />
          <ReportButton targetType="user" targetId={item.ownerId} label={reportMessages.reportUser(ownerCardName(item))} />
        </div>
      )}
      {/* Its own chunk, loaded and drawn after the page shows; the space it takes is held meanwhile. */}
      <AfterFirstScreen placeholder={<CalendarSpace />}>
        {item.priceUnit === 'hour' ? <HourBooking item={item} readOnly={own} /> : <BookingCalendar item={item} readOnly={own} />}
      </AfterFirstScreen>
    </div>
  );
}
