/**
 * Turns raw gazetteer rows into Kiraya's list of Indian cities: "City, State", tidy,
 * each place once, biggest first, with its coordinates and the other names people know it by. The
 * one cleaning code for the PWA's city picker (built into it) and the server's city count (run at
 * its start), so both agree on what a known city is. Pure: no browser or Node APIs.
 */

export interface RawCity {
  name: string;
  /** The state's full name; undefined when the dataset's state code matches no state. */
  state: string | undefined;
  population: number;
  lat: number;
  lon: number;
  /** Other names of the place (former names, older spellings); may repeat the name. */
  alternateNames: readonly string[];
}

export interface IndianCity {
  /** "City, State": how the city is shown and stored on a listing. */
  label: string;
  lat: number;
  lon: number;
  /** Names the city is also found by ("Bangalore" for Bengaluru); absent when there are none. */
  alternateNames?: readonly string[];
}

/** Words that mark an administrative area (a district, a division) rather than a place to live. */
const AREA_WORDS = /\b(district|division|taluka|tehsil)$/i;
/** Qualifiers that add nothing inside India ("Hata (India)", "Masur, India"). */
const NOISE = new Set(['india']);
/** Two decimals of a degree are about 1 km, finer than a city's own extent: enough for "near me", and a smaller download. */
const COORDINATE_DECIMALS = 2;

/** Trims, collapses runs of spaces and folds transliteration accents ("Mahē" → "Mahe"). */
export function tidy(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The form two spellings are compared in: tidy and lower case. */
export function foldCityText(text: string): string {
  return tidy(text).toLocaleLowerCase('en-IN');
}

/**
 * One place name, with any qualifier the dataset wrote as ", X" or "(X)" kept in one parenthesis
 * so the list stays "City, State" with a single comma before the state. Qualifiers that only repeat
 * the state or say "India" are dropped. Returns undefined for an entry that is not a place.
 */
export function cleanPlaceName(rawName: string, state: string): string | undefined {
  const parts = tidy(rawName)
    .replace(/\(([^)]*)\)/g, ',$1,')
    .split(',')
    .map((part) => tidy(part).replace(/^[\s.\-–]+|[\s\-–]+$/g, ''))
    .filter((part) => part !== '');
  const [place, ...qualifiers] = parts;
  if (!place || AREA_WORDS.test(place)) return undefined;
  const kept = qualifiers
    .filter((part) => !NOISE.has(part.toLowerCase()) && part.toLowerCase() !== state.toLowerCase())
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return kept.length ? `${place} (${kept.join(', ')})` : place;
}

const round = (degrees: number): number => Number(degrees.toFixed(COORDINATE_DECIMALS));

/** The other names worth searching by: tidy, each once, none repeating the city's own name. */
function otherNames(place: string, names: readonly string[]): string[] {
  const seen = new Set([foldCityText(place)]);
  const kept: string[] = [];
  for (const name of names) {
    const clean = tidy(name);
    const key = foldCityText(clean);
    if (clean && !seen.has(key)) {
      seen.add(key);
      kept.push(clean);
    }
  }
  return kept;
}

/**
 * The list: "City, State" for places of at least `minPopulation`, without entries lacking a state,
 * each label once (ignoring case and accents; the biggest place of a name keeps it), biggest first.
 */
export function cleanCityList(raw: readonly RawCity[], minPopulation = 0): IndianCity[] {
  const byLabel = new Map<string, IndianCity>();
  // Biggest first, so the first place to claim a label is the one a person means by it.
  const biggestFirst = raw.filter((city) => city.population >= minPopulation).sort((a, b) => b.population - a.population);
  for (const city of biggestFirst) {
    const state = city.state === undefined ? '' : tidy(city.state);
    if (!state) continue;
    const place = cleanPlaceName(city.name, state);
    if (!place) continue;
    const label = `${place}, ${state}`;
    const key = foldCityText(label);
    if (byLabel.has(key)) continue;
    const alternateNames = otherNames(place, city.alternateNames);
    byLabel.set(key, { label, lat: round(city.lat), lon: round(city.lon), ...(alternateNames.length ? { alternateNames } : {}) });
  }
  return [...byLabel.values()];
}
