import { describe, expect, it } from 'vitest';
import { createCityLookup } from './city-lookup.ts';
import { createPlacePoint } from './city-points.ts';
import type { IndianCity } from './clean-cities.ts';

const cities: IndianCity[] = [
  { label: 'Pune, Maharashtra', lat: 18.52, lon: 73.86 },
  { label: 'Bengaluru, Karnataka', lat: 12.97, lon: 77.59, alternateNames: ['Bangalore'] },
  { label: 'Aurangabad, Maharashtra', lat: 19.88, lon: 75.34 },
  { label: 'Aurangabad, Bihar', lat: 24.75, lon: 84.37 },
];
const pointOf = createPlacePoint(cities, createCityLookup(cities));

describe('the point of a listing’s place', () => {
  it('is the city its location names, with or without a locality before it', () => {
    expect(pointOf('Pune, Maharashtra')).toEqual({ lat: 18.52, lon: 73.86 });
    expect(pointOf('Koregaon Park, Pune, Maharashtra')).toEqual({ lat: 18.52, lon: 73.86 });
    expect(pointOf('Koregaon Park,  pune')).toEqual({ lat: 18.52, lon: 73.86 });
    expect(pointOf('Bangalore')).toEqual({ lat: 12.97, lon: 77.59 });
  });

  it('takes the state when it is given, else the most populous city of the name', () => {
    expect(pointOf('Aurangabad, Bihar')).toEqual({ lat: 24.75, lon: 84.37 });
    expect(pointOf('Aurangabad')).toEqual({ lat: 19.88, lon: 75.34 });
  });

  it('is none for a place that names no city of the list', () => {
    expect(pointOf('Somewhere near the river')).toBeUndefined();
    expect(pointOf('')).toBeUndefined();
    expect(pointOf('Maharashtra')).toBeUndefined();
  });
});
