/** The module pwa/build/indian-cities-plugin.ts generates at build time. */
declare module 'virtual:indian-cities' {
  import type { IndianCity } from '@shared/cities/clean-cities.ts';
  /** Indian cities, biggest first: each "City, State" once, with coordinates and other names. */
  const cities: readonly IndianCity[];
  export default cities;
}
