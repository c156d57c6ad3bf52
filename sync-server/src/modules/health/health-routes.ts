/** GET /api/health: the process is up and the database answers. */
import { apiPaths, type Health } from '@shared/api.ts';
import type { AppRouter } from '../../types.ts';

export function healthRoutes(router: AppRouter): void {
  router.get(apiPaths.health, async (ctx) => {
    await ctx.db.raw('select 1');
    ctx.set('Cache-Control', 'no-store');
    const body: Health = { status: 'ok', database: ctx.dbKind };
    ctx.body = body;
  });
}
