/**
 * The dashboard's Bookings tab: "Requests for your listings" (the owner's side, with the count
 * waiting for an answer) and "Your bookings" (the renter's), one at a time behind a toggle. Read from
 * Dexie at once, fetched when opened online and kept fresh by the inbox sync; offline, how old it
 * is. `highlight` (?booking=) opens the side holding that booking, scrolls to it and draws it out.
 */
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, CloudOff } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { db } from '@pwa/db/app-db.ts';
import { savedAgo } from '@pwa/ui/offline-note.tsx';
import { buttonClass } from '@shared/ui/button-class.ts';
import { CountBadge } from '@pwa/ui/count-badge.tsx';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { BookingCard, bookingCardId } from './booking-card.tsx';
import { refreshBooking, type BookingRole } from './bookings-api.ts';
import { useBookings, usePendingRequestCount } from './use-bookings.ts';

const t = bookingMessages.tab;

const toggleClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-fg-muted sm:flex-none sm:px-3 ' +
  'hover:text-fg aria-pressed:bg-surface aria-pressed:text-fg aria-pressed:shadow-sm';

/**
 * The side to open on: the one holding a link's booking (fetched when the device does not hold it
 * yet); else "Your bookings" for someone with bookings there and no requests for their listings.
 */
function useInitialRole(accountId: string, highlight: string | undefined, setRole: (role: BookingRole) => void): void {
  useEffect(() => {
    let active = true;
    void (async () => {
      if (highlight) {
        let row = await db.bookings.get(highlight);
        if (!row && navigator.onLine) {
          await refreshBooking(highlight).catch(() => undefined);
          row = await db.bookings.get(highlight);
        }
        if (active && row) setRole(row.role);
        return;
      }
      const mine = await db.bookings.filter((row) => row.ownerId === accountId || row.renterId === accountId).toArray();
      if (active && mine.length && mine.every((row) => row.role === 'renter')) setRole('renter');
    })();
    return () => {
      active = false;
    };
  }, [accountId, highlight, setRole]);
}

export function BookingsTab({ user, highlight }: { user: User; highlight?: string | undefined }) {
  const [role, setRole] = useState<BookingRole>('owner');
  useInitialRole(user.id, highlight, setRole);
  const pending = usePendingRequestCount(user.id);
  const state = useBookings(user.id, role);
  const rows = state.bookings;
  const shown = rows?.some((row) => row.id === highlight) ?? false;

  // The named booking in view once its card is drawn.
  useEffect(() => {
    if (!highlight || !shown) return;
    const card = document.getElementById(bookingCardId(highlight));
    card?.scrollIntoView?.({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [highlight, shown]);

  const loading = !rows || (!rows.length && !state.fetched && state.online);
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t.viewsLabel} className="relative flex max-w-full gap-1 rounded-xl bg-surface-muted p-1 sm:inline-flex sm:self-start">
        <button type="button" aria-pressed={role === 'owner'} onClick={() => setRole('owner')} className={toggleClass}>
          {t.owner}
          <CountBadge count={pending} label={t.pendingLabel(pending)} />
        </button>
        <button type="button" aria-pressed={role === 'renter'} onClick={() => setRole('renter')} className={toggleClass}>
          {t.renter}
        </button>
      </div>

      {!state.online ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
          <CloudOff aria-hidden className="size-4 shrink-0" />
          {state.savedAt === null ? t.neverSynced : t.offline(savedAgo(state.savedAt))}
        </p>
      ) : state.failed ? (
        <p role="status" className="rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
          {t.loadFailed}
        </p>
      ) : null}

      {loading ? (
        <PageMessage busy title={t.loading} />
      ) : rows.length === 0 ? (
        // Not PageMessage: its h1 would be the page's second.
        <section className="flex flex-col items-center px-4 py-12 text-center">
          <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CalendarCheck aria-hidden className="size-7" />
          </div>
          <h2 className="text-xl font-bold text-fg">{role === 'owner' ? t.emptyOwner : t.emptyRenter}</h2>
          <p className="mt-2 max-w-md text-fg-muted">{role === 'owner' ? t.emptyOwnerText : t.emptyRenterText}</p>
          {role === 'renter' ? (
            <Link to="/search" className={buttonClass('primary', 'md', 'mt-6')}>
              {t.browse}
            </Link>
          ) : null}
        </section>
      ) : (
        <section aria-labelledby="bookings-side-heading">
          {/* The cards' h3s sit under this h2 (the page's h1 is the dashboard's); the toggle shows it already. */}
          <h2 id="bookings-side-heading" className="sr-only">
            {role === 'owner' ? t.owner : t.renter}
          </h2>
          {/* grid-cols-1 is minmax(0, 1fr): an implicit column would grow to a long unbroken name's width. */}
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {rows.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} accountId={user.id} highlighted={booking.id === highlight} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
