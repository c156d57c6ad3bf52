/** GET /api/subscription-packages: the free tier's limits and the premium plans (spec §3, §9). */
import { apiPaths, type PremiumPackage } from '@shared/api.ts';
import type { AppRouter } from '../../types.ts';

interface PackageRow {
  id: string;
  tier: PremiumPackage['tier'];
  name: string;
  price_inr: string;
  features: string[];
  max_photos: number;
  max_video_size_mb: number;
}

export function packageRoutes(router: AppRouter): void {
  router.get(apiPaths.subscriptionPackages, async (ctx) => {
    const rows: PackageRow[] = await ctx.db('subscription_packages').orderBy('sort_order');
    ctx.body = rows.map(
      (row): PremiumPackage => ({
        id: row.id,
        tier: row.tier,
        name: row.name,
        priceInr: String(row.price_inr),
        features: row.features,
        maxPhotos: row.max_photos,
        maxVideoSizeMb: row.max_video_size_mb,
      }),
    );
  });
}
