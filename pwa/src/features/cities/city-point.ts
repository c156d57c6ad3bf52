/** Where a city of the built-in list is: its point, for a near-me search around it. */
import cities from 'virtual:indian-cities';
import type { GeoPoint } from '@shared/search-query.ts';

let byLabel: Map<string, GeoPoint> | undefined;

/** The point of the city the list spells `label` ("Pune, Maharashtra"), or undefined for any other text. */
export function cityPoint(label: string): GeoPoint | undefined {
  byLabel ??= new Map(cities.map((city) => [city.label, { lat: city.lat, lon: city.lon }]));
  return byLabel.get(label);
}
