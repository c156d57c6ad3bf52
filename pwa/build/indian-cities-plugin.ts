/**
 * `virtual:indian-cities`: the city picker's list, generated when the PWA is built (DESIGN.md §13)
 * from the maintained `country-state-city` dataset. Only the cleaned "City, State" strings reach the
 * browser, in the chunk that imports the module (the listing form's): the dataset package itself,
 * megabytes of every country's cities, never does.
 */
import type { Plugin } from 'vite';
import { cleanCityList } from '../src/features/cities/clean-cities.ts';

const PUBLIC_ID = 'virtual:indian-cities';
// The \0 prefix tells other plugins this id is virtual and not a file to transform.
const RESOLVED_ID = `\0${PUBLIC_ID}`;

export async function indianCities(): Promise<string[]> {
  // Loaded only when the module is asked for, so starting Vite for other work stays quick.
  const { City, State } = await import('country-state-city');
  const states = new Map(State.getStatesOfCountry('IN').map((state) => [state.isoCode, state.name]));
  const raw = (City.getCitiesOfCountry('IN') ?? []).map((city) => ({ name: city.name, state: states.get(city.stateCode) }));
  return cleanCityList(raw);
}

export function indianCitiesPlugin(): Plugin {
  return {
    name: 'kiraya-indian-cities',
    resolveId: (id) => (id === PUBLIC_ID ? RESOLVED_ID : undefined),
    load: async (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(await indianCities())};` : undefined),
  };
}
