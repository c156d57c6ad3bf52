/**
 * The profile dashboard: the user's avatar (which opens the profile picture dialog), the
 * verified tick once an identity document is verified, a way
 * to edit the profile, and its tabs: My Listings (with the statistics), Bookings, Messages, Notifications and
 * Go Premium.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Plus, UserRoundPen } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { displayName } from '@shared/user-display.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { VerifiedTick } from '@pwa/ui/verified-tick.tsx';
import { OfflineNote } from '@pwa/ui/offline-note.tsx';
import { BookingsTab, useOwnerBookingsVersion } from '@pwa/features/bookings/index.ts';
import { InboxList } from '@pwa/features/messages/index.ts';
import { NotificationsTab } from '@pwa/features/notifications/pages.ts';
import { PremiumTab } from '@pwa/features/premium/pages.ts';
import { SavedSearchesSection } from '@pwa/features/saved-searches/index.ts';
import { ProfilePictureButton } from '@pwa/features/profile/index.ts';
import type { DashboardTab } from './dashboard-tab.ts';
import { DashboardTabs } from './dashboard-tabs.tsx';
import { MyListings } from './my-listings.tsx';
import { StatsCards } from './stats-cards.tsx';
import { useBookingCounts } from './use-booking-counts.ts';
import { useMyListings } from './use-my-listings.ts';
import { useUserStats } from './use-user-stats.ts';
import { PAGE_FRAME } from '@shared/ui/page-frame.ts';

const t = listingMessages.dashboard;

interface DashboardPageProps {
  user: User;
  /** The open tab (the address's `?tab=`); My Listings when not given. */
  tab?: DashboardTab;
  onTabChange?: (tab: DashboardTab) => void;
  /** The booking a link names (`?tab=bookings&booking={id}`): the Bookings tab scrolls to it. */
  booking?: string | undefined;
}

export function DashboardPage({ user, tab = 'listings', onTabChange = () => undefined, booking }: DashboardPageProps) {
  const [version, setVersion] = useState(0);
  const listings = useMyListings(user);
  const stats = useUserStats(user.id, version);
  // Refetched when a booking of the owner's listings changes on the device (an action, the inbox).
  const bookingCounts = useBookingCounts(user.id, useOwnerBookingsVersion(user.id));
  const items = listings.status === 'ready' ? listings.listings.map((listing) => listing.item) : undefined;
  return (
    <div className={PAGE_FRAME}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <ProfilePictureButton user={user} />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t.title}</h1>
            <p className="mt-1 flex items-center gap-1 text-fg-muted">
              <span className="min-w-0">{t.signedInAs(displayName(user))}</span>
              {user.isVerified ? <VerifiedTick label={documentMessages.section.verifiedTitle} /> : null}
            </p>
          </div>
        </div>
        {/* One button a row below 360 px: side by side, "Create Listing" and its icon do not fit. */}
        <div className="grid w-full grid-cols-2 gap-2 max-[359px]:grid-cols-1 sm:flex sm:w-auto">
          <Link to="/profile/edit" className={buttonClass('outline')}>
            <UserRoundPen aria-hidden className="size-5" />
            {profilePageMessages.dashboard.editProfile}
          </Link>
          <Link to="/create-listing" className={buttonClass()}>
            <Plus aria-hidden className="size-5" />
            {t.createListing}
          </Link>
        </div>
      </div>
      <div className="mt-6">
        <DashboardTabs
          accountId={user.id}
          tab={tab}
          onTabChange={onTabChange}
          panels={{
            listings: (
              <>
                <StatsCards stats={stats} items={items} />
                <section aria-labelledby="my-listings" className="mt-8">
                  <h2 id="my-listings" className="mb-3 text-xl font-bold text-fg">
                    {t.myListings}
                  </h2>
                  {listings.status === 'ready' && listings.stale && listings.fetchedAt !== null ? <OfflineNote savedAt={listings.fetchedAt} /> : null}
                  <MyListings user={user} listings={listings} bookingCounts={bookingCounts} onDeleted={() => setVersion((v) => v + 1)} />
                </section>
              </>
            ),
            bookings: <BookingsTab user={user} highlight={booking} />,
            messages: <InboxList user={user} />,
            notifications: (
              <div className="flex flex-col gap-6">
                <NotificationsTab />
                <SavedSearchesSection />
              </div>
            ),
            premium: <PremiumTab user={user} />,
          }}
        />
      </div>
    </div>
  );
}
