/**
 * GET /api/health (the process is up and the database answers), and the two probes a process manager
 * or load balancer asks: /api/health/live, the process alone (a database outage must not get every
 * healthy process restarted), and /api/health/ready, whether this process can serve now.
 */
import { apiPaths, type Health, type HealthLive } from '@shared/api.ts';
import type { AppRouter } from '../../types.ts';
import { readiness } from './readiness.ts';

export function healthRoutes(router: AppRouter): void {
  router.get(apiPaths.health, async (ctx) => {
    await ctx.db.raw('select 1');
    ctx.set('Cache-Control', 'no-store');
    const body: Health = { status: 'ok', database: ctx.dbKind };
    ctx.body = body;
  });

  router.get(apiPaths.healthLive, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const body: HealthLive = { status: 'ok' };
    ctx.body = body;
  });

  router.get(apiPaths.healthReady, async (ctx) => {
    const body = await readiness(ctx.db, ctx.dbKind, ctx.storage, ctx.state.log);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = body.status === 'ready' ? 200 : 503;
    ctx.body = body;
  });
}
