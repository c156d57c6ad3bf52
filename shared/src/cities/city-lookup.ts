/**
 * Which known city a location names, if any: the one rule for "is this a city of our list", used by
 * the city picker (a city typed out in full counts as chosen) and by the server's city count (a
 * free-text location such as "Koregaon Park, Pune" is not a city). A former name with its state
 * ("Gurgaon, Haryana") names the city too, so listings saved before a renaming still count.
 */
import { foldCityText, type IndianCity } from './clean-cities.ts';

export type CityLookup = (location: string) => string | undefined;

export function createCityLookup(cities: readonly IndianCity[]): CityLookup {
  const byText = new Map<string, string>();
  // Labels first: a former name never takes over another city's current label.
  for (const { label } of cities) byText.set(foldCityText(label), label);
  for (const { label, alternateNames = [] } of cities) {
    const state = label.slice(label.lastIndexOf(', ') + 2);
    for (const name of alternateNames) {
      const key = foldCityText(`${name}, ${state}`);
      if (!byText.has(key)) byText.set(key, label);
    }
  }
  return (location) => byText.get(foldCityText(location));
}
