/** The plans on offer: each says whether it can be bought here now (with payments off they still show, unpayable). */
import type { Knex } from 'knex';
import type { PremiumPackage } from '@shared/api.ts';
import { listPackages } from './package-repo.ts';

export async function packagesOnOffer(db: Knex, paymentsOn: boolean): Promise<PremiumPackage[]> {
  return (await listPackages(db)).map((plan) => ({ ...plan, payable: paymentsOn && plan.tier !== 'free' }));
}
