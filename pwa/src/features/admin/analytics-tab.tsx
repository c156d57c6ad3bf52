/**
 * The admin dashboard's Analytics: the marketplace's last 30 days as the database has them — a small
 * chart (with its table) for each figure by day, and listings and requests by category and by city —
 * in the page's language, with Indian number grouping. Read when the tab opens.
 */
import type { AnalyticsFigure } from '@shared/api.ts';
import { formatNumber, formatRupees } from '@shared/intl.ts';
import { analyticsMessages } from '@shared/messages/analytics.ts';
import { categoryName } from '@shared/messages/categories.ts';
import { useFetched } from '@pwa/sync/use-fetched.ts';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { fetchAdminAnalytics } from './analytics-api.ts';
import { DayChart, shortDay } from './day-chart.tsx';
import { ShareTable } from './share-table.tsx';

const t = analyticsMessages;

const FIGURES: readonly AnalyticsFigure[] = ['newUsers', 'newListings', 'conversations', 'bookingRequests', 'acceptedBookings', 'payments', 'revenuePaise'];

const formatOf = (figure: AnalyticsFigure) => (figure === 'revenuePaise' ? (paise: number) => formatRupees(paise / 100) : (count: number) => formatNumber(count));

export function AnalyticsTab() {
  const { state, retry } = useFetched(fetchAdminAnalytics);
  if (state.status !== 'ready') return <FetchedListStatus status={state.status} words={t} onRetry={retry} />;
  const figures = state.value;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-fg">{t.heading}</h2>
        <p className="mt-1 text-sm text-fg-muted">{t.range(shortDay(figures.from), shortDay(figures.to))}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FIGURES.map((figure) => (
          <DayChart key={figure} figure={figure} days={figures.days} total={figures.totals[figure]} format={formatOf(figure)} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ShareTable title={t.byCategory} keyHeading={t.category} shares={figures.byCategory} nameOf={(share) => categoryName({ slug: share.key ?? '', name: share.name })} />
        <ShareTable title={t.byCity} keyHeading={t.city} shares={figures.byCity} nameOf={(share) => (share.key === null ? t.otherCities : share.name)} />
      </div>
    </div>
  );
}
