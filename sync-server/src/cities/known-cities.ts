/**
 * The cities the server knows: the PWA's city list, made by the same code from the same GeoNames
 * data (shared/src/cities), so a city the picker offers is a city the hero counts and a search finds
 * by its other names. Made on first use and kept for the life of the process (it takes a second or
 * two and about 3,000 entries).
 */
import { createCityLookup, otherCityNames, spellingsOf, type CityLookup, type OtherCityNames } from '@shared/cities/city-lookup.ts';
import { createPlacePoint, type PlacePoint } from '@shared/cities/city-points.ts';
import { loadIndianCities } from '@shared/cities/load-indian-cities.ts';

export interface KnownCities {
  /** The list's label of the city a location names, if any (a former name with its state counts). */
  lookup: CityLookup;
  /** Every spelling a lookup succeeds for, folded: the labels and "Former name, State". */
  spellings: string[];
  /** The cities' other names without a state ("bombay" → Mumbai), which a search resolves to the city. */
  otherNames: OtherCityNames;
  /** The point of the city a listing's location names, if any (near-me search). */
  pointOf: PlacePoint;
}

let known: Promise<KnownCities> | undefined;

async function load(): Promise<KnownCities> {
  const cities = await loadIndianCities();
  const lookup = createCityLookup(cities);
  return { lookup, spellings: cities.flatMap(spellingsOf), otherNames: otherCityNames(cities), pointOf: createPlacePoint(cities, lookup) };
}

export function knownCities(): Promise<KnownCities> {
  if (!known) {
    const loading = load();
    // A failed load must not be remembered: the next request tries again.
    loading.catch(() => {
      if (known === loading) known = undefined;
    });
    known = loading;
  }
  return known;
}
