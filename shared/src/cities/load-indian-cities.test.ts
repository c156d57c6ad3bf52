import { beforeAll, describe, expect, it } from 'vitest';
import type { IndianCity } from './clean-cities.ts';
import { FORMER_NAMES } from './former-names.ts';
import { loadIndianCities } from './load-indian-cities.ts';

describe('loadIndianCities (GeoNames data)', () => {
  let cities: IndianCity[];
  const labels = () => cities.map((city) => city.label);
  beforeAll(async () => {
    cities = await loadIndianCities();
  });

  it('lists the cities by their names of today, biggest first', () => {
    expect(cities.length).toBeGreaterThan(2500);
    expect(labels().slice(0, 3)).toEqual(['Mumbai, Maharashtra', 'Delhi, Delhi', 'Bengaluru, Karnataka']);
    for (const label of ['Kochi, Kerala', 'Gurugram, Haryana', 'Prayagraj, Uttar Pradesh', 'Mysuru, Karnataka', 'New Delhi, Delhi', 'Jammu, Jammu and Kashmir']) {
      expect(labels()).toContain(label);
    }
    // The older extract's name stays findable.
    expect(cities.find((city) => city.label === 'Kochi, Kerala')?.alternateNames).toContain('Cochin');
  });

  it('still holds every city given a former name by hand, with that name', () => {
    for (const [label, names] of Object.entries(FORMER_NAMES)) {
      expect(cities.find((city) => city.label === label)?.alternateNames, label).toEqual(expect.arrayContaining([...names]));
    }
  });

  it('leaves out the places below the population threshold', async () => {
    const bigOnly = await loadIndianCities(1_000_000);
    expect(bigOnly.length).toBeLessThan(100);
    expect(bigOnly.map((city) => city.label)).toContain('Pune, Maharashtra');
    expect(bigOnly.map((city) => city.label)).not.toContain('Kota, Uttar Pradesh');
  });
});
