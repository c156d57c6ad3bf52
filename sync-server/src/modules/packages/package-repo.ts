/** SQL for subscription packages: the only place that knows their columns. */
import type { Knex } from 'knex';
import type { PremiumPackage } from '@shared/api.ts';

interface PackageRow {
  id: string;
  tier: PremiumPackage['tier'];
  name: string;
  price_inr: string;
  features: string[];
  max_photos: number;
  max_video_size_mb: number;
}

/** A package as stored; whether it can be bought depends on the server's payments (package-routes.ts). */
export type StoredPackage = Omit<PremiumPackage, 'payable'>;

/** Every package, in the order the pricing table shows them. */
export async function listPackages(db: Knex): Promise<StoredPackage[]> {
  const rows: PackageRow[] = await db('subscription_packages').orderBy('sort_order');
  return rows.map((row) => ({
    id: row.id,
    tier: row.tier,
    name: row.name,
    priceInr: String(row.price_inr),
    features: row.features,
    maxPhotos: row.max_photos,
    maxVideoSizeMb: row.max_video_size_mb,
  }));
}

/** The largest video a plan allows, in MB; undefined for a tier no package has. */
export async function videoLimitOfTier(db: Knex, tier: string): Promise<number | undefined> {
  const row: { max_video_size_mb: number } | undefined = await db('subscription_packages').where({ tier }).first('max_video_size_mb');
  return row?.max_video_size_mb;
}

/** How many photos a listing may have on a plan; undefined for a tier no package has. */
export async function photoLimitOfTier(db: Knex, tier: string): Promise<number | undefined> {
  const row: { max_photos: number } | undefined = await db('subscription_packages').where({ tier }).first('max_photos');
  return row?.max_photos;
}
