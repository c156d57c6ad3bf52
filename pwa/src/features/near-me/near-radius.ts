/** The radius of a near-me search as the page reads and writes it in its address. */
import { NEAR_RADII_KM, NEAR_RADIUS_DEFAULT_KM } from '@shared/search-query.ts';

export { radiusOf } from '@shared/search-query.ts';

/** The address's radiusKm for a radius: none at the default, so the usual near-me address stays short. */
export const radiusParam = (km: number): string | undefined => (km === NEAR_RADIUS_DEFAULT_KM ? undefined : String(km));

/** The next larger radius, which an empty list offers; undefined at the largest. */
export const widerRadius = (km: number): number | undefined => NEAR_RADII_KM.find((radius) => radius > km);
