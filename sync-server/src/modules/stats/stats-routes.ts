/** GET /api/stats: the real figures the home hero may show (DESIGN.md §13), never a marketing claim. */
import { apiPaths, type SiteStats } from '@shared/api.ts';
import type { AppRouter } from '../../types.ts';

export function statsRoutes(router: AppRouter): void {
  router.get(apiPaths.siteStats, async (ctx) => {
    const db = ctx.db;
    const items = await db('items')
      .whereNull('deleted_at')
      .first(db.raw('count(*)::int as listings'), db.raw("count(DISTINCT lower(split_part(location, ',', 1)))::int as cities"));
    const users = await db('users').where({ is_verified: true }).first(db.raw('count(*)::int as verified'));
    const stats: SiteStats = {
      listings: Number(items?.listings ?? 0),
      verifiedUsers: Number(users?.verified ?? 0),
      cities: Number(items?.cities ?? 0),
    };
    ctx.body = stats;
  });
}
