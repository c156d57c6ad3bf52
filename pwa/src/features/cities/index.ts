/**
 * The cities feature's public face: the city picker and lookups in the built-in list. Importing it
 * brings the generated list (about 36 KB gzip) into the importing chunk, so only the listing form and
 * near-me's city picker (itself loaded only when it opens) do.
 */
export { CityCombobox } from './city-combobox.tsx';
export { cityPoint } from './city-point.ts';
export { findCity, searchCities } from './city-search.ts';
