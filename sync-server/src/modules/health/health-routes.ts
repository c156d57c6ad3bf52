/** GET /api/health: the process is up and the database answers. */
import Router from '@koa/router';
import { apiPaths, type Health } from '@shared/api.ts';
import type { AppRouter } from '../../types.ts';

export function healthRoutes(): AppRouter {
  const router: AppRouter = new Router();
  router.get(apiPaths.health, async (ctx) => {
    await ctx.db.raw('select 1');
    ctx.set('Cache-Control', 'no-store');
    const body: Health = { status: 'ok', database: ctx.dbKind };
    ctx.body = body;
  });
  return router;
}
