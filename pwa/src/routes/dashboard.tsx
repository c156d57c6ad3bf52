/**
 * /dashboard?tab=bookings|messages|notifications|premium (bookings may add &booking={id}): the profile dashboard, signed-in users only. `tab` names the
 * open tab so a link or an alert can open one; an unknown value shows My Listings.
 */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { DashboardPage, type DashboardTab } from '@pwa/features/dashboard/index.ts';

interface DashboardSearch {
  tab?: Exclude<DashboardTab, 'listings'>;
  /** With tab=bookings: the booking to scroll to (push and notification links). */
  booking?: string;
}

const TABS: readonly string[] = ['bookings', 'messages', 'notifications', 'premium'] satisfies readonly Exclude<DashboardTab, 'listings'>[];
const isTab = (value: unknown): value is Exclude<DashboardTab, 'listings'> => typeof value === 'string' && TABS.includes(value);
/** A booking id as links carry it (a UUID); anything else is dropped rather than looked up. */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A plain function, and only a type from the feature: route options stay in the first chunk, and a
// value imported from the dashboard's face would bring the dashboard with it (routes/search.tsx).
function validateSearch(search: Record<string, unknown>): DashboardSearch {
  if (!isTab(search.tab)) return {};
  const booking = search.tab === 'bookings' && typeof search.booking === 'string' && BOOKING_ID.test(search.booking) ? search.booking : undefined;
  return booking ? { tab: search.tab, booking } : { tab: search.tab };
}

export const Route = createFileRoute('/dashboard')({ validateSearch, component: DashboardRoute });

function DashboardRoute() {
  useDocumentTitle(titleMessages.dashboard);
  const { tab = 'listings', booking } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Replaces the entry: Back leaves the dashboard rather than stepping through its tabs.
  const openTab = (next: DashboardTab) => void navigate({ search: next === 'listings' ? {} : { tab: next }, replace: true });
  return <RouteGuard>{(user) => <DashboardPage user={user} tab={tab} onTabChange={openTab} booking={booking} />}</RouteGuard>;
}
