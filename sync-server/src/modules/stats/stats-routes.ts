/** GET /api/stats: the real figures the home hero may show, never a marketing claim. */
import { apiPaths } from '@shared/api.ts';
import type { AppRouter } from '../../types.ts';
import { siteStats } from './stats-service.ts';

export function statsRoutes(router: AppRouter): void {
  router.get(apiPaths.siteStats, async (ctx) => {
    ctx.body = await siteStats(ctx.db);
  });
}
