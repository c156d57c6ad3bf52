/** GET /api/admin/analytics: the administrators' figures (policy 'analytics.read'; 401 signed out, 403 for anyone else). */
import { apiPaths } from '@shared/api.ts';
import { requireUser } from '../../middleware/require-user.ts';
import type { AppRouter } from '../../types.ts';
import { adminAnalytics } from './analytics-service.ts';

export function analyticsRoutes(router: AppRouter): void {
  router.get(apiPaths.adminAnalytics, requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await adminAnalytics(ctx.db, ctx.state.user);
  });
}
