/**
 * The hero's figures from GET /api/stats: null until the server answers, and null
 * when it cannot (offline), so no figure is ever shown that the server did not give.
 */
import { useEffect, useState } from 'react';
import type { SiteStats } from '@shared/api.ts';
import { sitePaths } from '@shared/api/site.ts';
import { apiGet } from '@pwa/lib/api-client.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';

export function useSiteStats(): SiteStats | null {
  const [stats, setStats] = useState<SiteStats | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiGet<SiteStats>(sitePaths.siteStats, controller.signal)
      .then(setStats)
      .catch(reportErrorAs('reading the site figures')); // No figures is the honest answer when the call fails.
    return () => controller.abort();
  }, []);
  return stats;
}
