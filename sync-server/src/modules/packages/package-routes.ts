/**
 * GET /api/subscription-packages: the free tier's limits and the premium plans, each
 * saying whether it can be bought here now: with payments off the plans still show, unpayable.
 */
import { apiPaths, type PremiumPackage } from '@shared/api.ts';
import type { AppRouter } from '../../types.ts';
import { listPackages } from './package-repo.ts';

export function packageRoutes(router: AppRouter): void {
  router.get(apiPaths.subscriptionPackages, async (ctx) => {
    const paymentsOn = ctx.config.payments.gateway !== 'off';
    const plans: PremiumPackage[] = (await listPackages(ctx.db)).map((plan) => ({ ...plan, payable: paymentsOn && plan.tier !== 'free' }));
    ctx.body = plans;
  });
}
