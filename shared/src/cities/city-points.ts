/**
 * Where a listing's place is on the map, from the city its location names: "Pune, Maharashtra" as
 * listed, or a locality before it ("Koregaon Park, Pune, Maharashtra", "Koregaon Park, Pune"). A city
 * name alone means the most populous city of that name (the list is ordered by population). A place
 * naming no city of the list has no point: it is left out of near-me searches rather than guessed.
 */
import type { CityLookup } from './city-lookup.ts';
import { foldCityText, type IndianCity } from './clean-cities.ts';

export interface CityPoint {
  lat: number;
  lon: number;
}

export type PlacePoint = (location: string) => CityPoint | undefined;

export function createPlacePoint(cities: readonly IndianCity[], lookup: CityLookup): PlacePoint {
  const byLabel = new Map<string, CityPoint>();
  const byName = new Map<string, CityPoint>();
  const byOtherName = new Map<string, CityPoint>();
  for (const { label, lat, lon, alternateNames = [] } of cities) {
    byLabel.set(label, { lat, lon });
    const name = foldCityText(label.slice(0, label.lastIndexOf(', ')));
    // The first of a name is the most populous: a later, smaller town of the same name never takes it.
    if (!byName.has(name)) byName.set(name, { lat, lon });
    for (const other of alternateNames.map(foldCityText)) if (!byOtherName.has(other)) byOtherName.set(other, { lat, lon });
  }
  return (location) => {
    const parts = location.split(',').map((part) => part.trim()).filter(Boolean);
    // The longest tail first: "Pune, Maharashtra" before "Maharashtra".
    for (let start = 0; start < parts.length; start += 1) {
      const tail = parts.slice(start).join(', ');
      const label = lookup(tail);
      if (label) return byLabel.get(label);
    }
    // "Koregaon Park, Pune": the last part alone, as a city's name, else a name it was known by ("Bangalore").
    const last = foldCityText(parts.at(-1) ?? '');
    return byName.get(last) ?? byOtherName.get(last);
  };
}
