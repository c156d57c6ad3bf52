/**
 * `virtual:indian-cities`: the city picker's list, made at build time from GeoNames (CC BY 4.0) by the
 * code the server counts cities with (shared/src/cities/load-indian-cities.ts). Only the cleaned cities
 * reach the browser, in the listing form's chunk; the megabytes of dataset packages never do.
 */
import type { Plugin } from 'vite';
import { loadIndianCities } from '../../shared/src/cities/load-indian-cities.ts';

const PUBLIC_ID = 'virtual:indian-cities';
// The \0 prefix tells other plugins this id is virtual and not a file to transform.
const RESOLVED_ID = `\0${PUBLIC_ID}`;

export function indianCitiesPlugin(): Plugin {
  return {
    name: 'kiraya-indian-cities',
    resolveId: (id) => (id === PUBLIC_ID ? RESOLVED_ID : undefined),
    // A JSON string for JSON.parse: browsers read that faster than the same data as a JS literal.
    load: async (id) => (id === RESOLVED_ID ? `export default JSON.parse(${JSON.stringify(JSON.stringify(await loadIndianCities()))});` : undefined),
  };
}
