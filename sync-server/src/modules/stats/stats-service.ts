/**
 * The home hero's figures: real counts, never a marketing claim. A city counts when
 * a live listing is located in it by a name of the city list; free text ("Koregaon Park, Pune") is
 * not a city, and "Gurgaon, Haryana" and "Gurugram, Haryana" are one.
 */
import type { Knex } from 'knex';
import type { SiteStats } from '@shared/api.ts';
import { knownCities } from '../../cities/known-cities.ts';
import { countLiveListings, countVerifiedUsers, liveListingLocationsAmong } from './stats-repo.ts';

export async function siteStats(db: Knex): Promise<SiteStats> {
  const { lookup, spellings } = await knownCities();
  const [listings, verifiedUsers, locations] = await Promise.all([
    countLiveListings(db),
    countVerifiedUsers(db),
    liveListingLocationsAmong(db, spellings),
  ]);
  const cities = new Set(locations.map(lookup).filter((city) => city !== undefined));
  return { listings, verifiedUsers, cities: cities.size };
}
