/**
 * Turns a raw city dataset into the picker's list (DESIGN.md §13): "City, State", tidy, each place
 * once, sorted. Runs at build time (pwa/build/indian-cities-plugin.ts), so it must stay free of
 * browser and Node APIs; it is kept here, beside the picker, because it decides what the picker shows.
 */

export interface RawCity {
  name: string;
  /** The state's full name; undefined when the dataset's state code matches no state. */
  state: string | undefined;
}

/** Words that mark an administrative area (a district, a division) rather than a place to live. */
const AREA_WORDS = /\b(district|division|taluka|tehsil)$/i;
/** Qualifiers that add nothing inside India ("Hata (India)", "Masur, India"). */
const NOISE = new Set(['india']);

/** Trims, collapses runs of spaces and folds transliteration accents ("Mahē" → "Mahe"). */
export function tidy(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
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

/** The picker's list: "City, State", without entries lacking a state, de-duplicated ignoring case, sorted. */
export function cleanCityList(raw: readonly RawCity[]): string[] {
  const byKey = new Map<string, { place: string; state: string }>();
  for (const { name, state } of raw) {
    const cleanState = state === undefined ? '' : tidy(state);
    if (!cleanState) continue;
    const place = cleanPlaceName(name, cleanState);
    if (!place) continue;
    const key = `${place}, ${cleanState}`.toLocaleLowerCase('en-IN');
    if (!byKey.has(key)) byKey.set(key, { place, state: cleanState });
  }
  // By place, then state: comparing whole labels would put "Abu Road" before "Abu" (the comma is ignored).
  const compare = (a: string, b: string): number => a.localeCompare(b, 'en-IN', { sensitivity: 'base' });
  return [...byKey.values()]
    .sort((a, b) => compare(a.place, b.place) || compare(a.state, b.state))
    .map(({ place, state }) => `${place}, ${state}`);
}
