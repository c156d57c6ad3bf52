/**
 * Which known city a location names, if any: the one rule for "is this a city of our list", used by
 * the city picker (a city typed out in full counts as chosen) and by the server's city count (a
 * free-text location such as "Koregaon Park, Pune" is not a city). A former name with its state
 * ("Gurgaon, Haryana") names the city too, so listings saved before a renaming still count.
 */
import { foldCityText, type IndianCity } from './clean-cities.ts';

export type CityLookup = (location: string) => string | undefined;

/** The texts, folded, that name this city: its label first, then each other name with its state. */
export function spellingsOf({ label, alternateNames = [] }: IndianCity): string[] {
  const state = label.slice(label.lastIndexOf(', ') + 2);
  return [label, ...alternateNames.map((name) => `${name}, ${state}`)].map(foldCityText);
}

export function createCityLookup(cities: readonly IndianCity[]): CityLookup {
  const byText = new Map<string, string>();
  // Labels first: a former name never takes over another city's current label.
  for (const { label } of cities) byText.set(foldCityText(label), label);
  for (const city of cities) {
    for (const spelling of spellingsOf(city).slice(1)) {
      if (!byText.has(spelling)) byText.set(spelling, city.label);
    }
  }
  return (location) => byText.get(foldCityText(location));
}

/** A city's other names alone (no state), folded, to the names of the cities they name: "bombay" → ["Mumbai"]. */
export type OtherCityNames = ReadonlyMap<string, readonly string[]>;

/**
 * The other names of the list's cities, for a search typed without a state ("Bombay", "Gurgaon"). A
 * name that is some city's own name stays out: "Aurangabad" is a city, whatever else it once named.
 */
export function otherCityNames(cities: readonly IndianCity[]): OtherCityNames {
  const cityName = (label: string) => label.slice(0, label.lastIndexOf(', '));
  const ownNames = new Set(cities.map(({ label }) => foldCityText(cityName(label))));
  const byName = new Map<string, string[]>();
  for (const { label, alternateNames = [] } of cities) {
    for (const other of alternateNames.map(foldCityText)) {
      if (ownNames.has(other)) continue;
      const names = byName.get(other) ?? [];
      if (!names.includes(cityName(label))) names.push(cityName(label));
      byName.set(other, names);
    }
  }
  return byName;
}
