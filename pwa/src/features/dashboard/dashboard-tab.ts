/**
 * The dashboard's tabs, named in the address (`/dashboard?tab=notifications`) so a link, the
 * header's Notifications entry or a push alert can open one. My Listings has no name there: it is
 * what /dashboard shows. Bookings may name one booking too (`?tab=bookings&booking={id}`); Go Premium is `?tab=premium`.
 */
export type DashboardTab = 'listings' | 'bookings' | 'messages' | 'notifications' | 'premium';

/** The tab an address or a tab control names; anything else is My Listings. */
export const dashboardTabOf = (value: unknown): DashboardTab =>
  value === 'bookings' || value === 'messages' || value === 'notifications' || value === 'premium' ? value : 'listings';
