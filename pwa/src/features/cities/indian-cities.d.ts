/** The module pwa/build/indian-cities-plugin.ts generates at build time. */
declare module 'virtual:indian-cities' {
  /** Indian cities as "City, State": cleaned, each once, sorted. */
  const cities: readonly string[];
  export default cities;
}
