/**
 * Finding a city in the built-in list (spec §2: "fuzzy matching on typed text"). Fuse.js tolerates
 * typos ("hydrabad" finds Hyderabad, "banglore" Bangalore). Places whose name starts with what was
 * typed come first, then places with a word starting so, then the rest (matches in the state name):
 * that is what a person typing a city name expects to see on top.
 */
import Fuse from 'fuse.js';
import cities from 'virtual:indian-cities';
import { tidy } from './clean-cities.ts';

export const CITY_RESULTS_LIMIT = 50;

let fuse: Fuse<string> | undefined;
let byLowerCase: Map<string, string> | undefined;

const fold = (text: string): string => tidy(text).toLocaleLowerCase('en-IN');

/** The list's own spelling of a location, when the location is in the list (ignoring case and spacing). */
export function findCity(location: string): string | undefined {
  byLowerCase ??= new Map(cities.map((city) => [fold(city), city]));
  return byLowerCase.get(fold(location));
}

/** Up to `limit` cities for what was typed; none for blank text (the picker asks to type instead). */
export function searchCities(query: string, limit = CITY_RESULTS_LIMIT): string[] {
  const wanted = fold(query);
  if (!wanted) return [];
  // Built on first use, not on import: the form opens without paying for the index.
  fuse ??= new Fuse(cities, { threshold: 0.4, ignoreLocation: true });
  const rank = (label: string): number => {
    const lower = label.toLocaleLowerCase('en-IN');
    const place = lower.slice(0, lower.lastIndexOf(', '));
    // Among names starting with the text, the shortest is the closest: "pun" → Pune before Punalur.
    if (place.startsWith(wanted)) return place.length;
    if (place.split(/[\s(,]+/).some((word) => word.startsWith(wanted))) return 1000;
    return 2000;
  };
  // Ranked before the limit: "pun" matches every city of Punjab as well as Pune, and Pune must not
  // fall off the end. Array.prototype.sort is stable, so Fuse's order holds within each rank.
  return fuse
    .search(wanted)
    .map((result) => result.item)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, limit);
}
