/**
 * The owner's statistics: listings, views and the real average rating, or
 * "No reviews yet" while there are no reviews. Offline, listings and views are counted from the
 * saved listings and the rating is shown as unknown rather than guessed.
 */
import type { ReactNode } from 'react';
import { Eye, List, Star } from 'lucide-react';
import type { Item, UserStats } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { StatCard } from './stat-card.tsx';
import { numberFormat } from '@shared/intl.ts';

const t = listingMessages.dashboard;
const count = numberFormat();
const oneDecimal = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface StatsCardsProps {
  stats: UserStats | undefined;
  /** The saved listings, when there are any, for counting while the statistics are unknown. */
  items: readonly Item[] | undefined;
}

export function StatsCards({ stats, items }: StatsCardsProps) {
  const listings = stats?.totalListings ?? items?.length;
  const views = stats?.totalViews ?? items?.reduce((sum, item) => sum + item.viewCount, 0);
  const unknown = <span title={t.unknownFigureLabel}>{t.unknownFigure}</span>;
  return (
    <section aria-label={t.statsLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <StatCard icon={<List aria-hidden className="size-5" />} label={t.totalListings} figure={listings === undefined ? unknown : count.format(listings)} />
      <StatCard icon={<Eye aria-hidden className="size-5" />} label={t.totalViews} figure={views === undefined ? unknown : count.format(views)} />
      <StatCard
        className="col-span-2 sm:col-span-1"
        icon={<Star aria-hidden className="size-5" />}
        label={t.averageRating}
        figure={ratingFigure(stats, unknown)}
        detail={stats && stats.reviewCount > 0 ? t.reviewCount(stats.reviewCount) : undefined}
      />
    </section>
  );
}

function ratingFigure(stats: UserStats | undefined, unknown: ReactNode): ReactNode {
  if (!stats) return unknown;
  if (stats.reviewCount === 0 || stats.averageRating === null) return <span className="text-base font-semibold">{t.noReviewsYet}</span>;
  const rating = oneDecimal.format(stats.averageRating);
  return <span aria-label={t.ratingOutOfFive(rating)}>{rating}</span>;
}
