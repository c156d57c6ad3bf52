/** The hero's real figures (listings, verified users, cities); a zero is left out, not boasted. */
import type { SiteStats } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { useSiteStats } from './use-site-stats.ts';

const t = messages.hero;

export function statFigures(stats: SiteStats): string[] {
  return [
    stats.listings > 0 ? t.listings(stats.listings) : null,
    stats.verifiedUsers > 0 ? t.verifiedUsers(stats.verifiedUsers) : null,
    stats.cities > 0 ? t.cities(stats.cities) : null,
  ].filter((figure): figure is string => figure !== null);
}

export function HeroStats() {
  const stats = useSiteStats();
  const figures = stats ? statFigures(stats) : [];
  // The row keeps its height while empty, so the page does not shift when the figures arrive.
  return (
    <ul aria-label={t.statsLabel} className="mt-6 flex min-h-7 flex-wrap justify-center gap-x-5 gap-y-1 text-sm font-medium text-fg-muted">
      {figures.map((figure) => (
        <li key={figure} className="flex items-center gap-1.5">
          <span aria-hidden className="size-1.5 rounded-full bg-primary" />
          {figure}
        </li>
      ))}
    </ul>
  );
}
