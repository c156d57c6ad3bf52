/**
 * `virtual:indian-cities`: the city picker's list, generated when the PWA is built (DESIGN.md §13)
 * from GeoNames data (CC BY 4.0) by the same code the server counts cities with
 * (shared/src/cities/load-indian-cities.ts). Only the cleaned cities ("City, State", coordinates,
 * other names) reach the browser, in the chunk that imports the module (the listing form's): the
 * dataset packages themselves, megabytes of every country's places, never do.
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
