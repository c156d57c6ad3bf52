/** GET /api/subscription-packages: the free tier's limits and the premium plans (spec §3, §9). */
import { apiPaths } from '@shared/api.ts';
import type { AppRouter } from '../../types.ts';
import { listPackages } from './package-repo.ts';

export function packageRoutes(router: AppRouter): void {
  router.get(apiPaths.subscriptionPackages, async (ctx) => {
    ctx.body = await listPackages(ctx.db);
  });
}
