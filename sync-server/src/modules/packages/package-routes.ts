/** GET /api/subscription-packages: the free tier's limits and the premium plans. */
import { apiPaths } from '@shared/api.ts';
import type { AppRouter } from '../../types.ts';
import { packagesOnOffer } from './package-service.ts';

export function packageRoutes(router: AppRouter): void {
  router.get(apiPaths.subscriptionPackages, async (ctx) => {
    ctx.body = await packagesOnOffer(ctx.db, ctx.config.payments.gateway !== 'off');
  });
}
