import { describe, expect, it } from 'vitest';
import cities from 'virtual:indian-cities';
import { findCity, nameFoundBy, searchCities } from './city-search.ts';

const labels = cities.map((city) => city.label);

describe('the generated city list', () => {
  it('holds thousands of "City, State" entries, each once, biggest first, each with its coordinates', () => {
    expect(cities.length).toBeGreaterThan(2500);
    expect(new Set(labels.map((label) => label.toLowerCase())).size).toBe(labels.length);
    // One comma outside any qualifier's parenthesis: the one before the state.
    expect(labels.filter((label) => label.replace(/\([^)]*\)/g, '').split(', ').length !== 2)).toEqual([]);
    expect(labels.slice(0, 3)).toEqual(['Mumbai, Maharashtra', 'Delhi, Delhi', 'Bengaluru, Karnataka']);
    for (const city of ['Pune, Maharashtra', 'New Delhi, Delhi', 'Kolkata, West Bengal', 'Kochi, Kerala', 'Gurugram, Haryana']) {
      expect(labels).toContain(city);
    }
    // India lies between about 6° and 36° north, 68° and 98° east.
    expect(cities.filter(({ lat, lon }) => !(lat > 6 && lat < 36 && lon > 68 && lon < 98))).toEqual([]);
    expect(cities.find((city) => city.label === 'Pune, Maharashtra')).toMatchObject({ lat: expect.closeTo(18.52, 1), lon: expect.closeTo(73.86, 1) });
  });
});

describe('searchCities', () => {
  it('puts Pune first for "pune", and every name starting with the text above any fuzzy match', () => {
    const results = searchCities('pune');
    expect(results[0]).toBe('Pune, Maharashtra');
    const firstFuzzy = results.findIndex((label) => !label.toLowerCase().split(/[\s,()-]+/).some((word) => word.startsWith('pune')));
    expect(firstFuzzy).toBeGreaterThan(0);
    expect(results.slice(firstFuzzy).filter((label) => label.toLowerCase().startsWith('pune'))).toEqual([]);
    // Issue 10: towns of Punjab followed Pune, alike only by their state's name.
    expect(results.filter((label) => label.endsWith(', Punjab'))).toEqual([]);
  });

  it('ranks the bigger city first among equal matches', () => {
    // Every city of Punjab matches "pun" by its state; Pune and Punalur by their names, Pune the bigger.
    const results = searchCities('pun');
    expect(results[0]).toBe('Pune, Maharashtra');
    expect(results.indexOf('Punalur, Kerala')).toBeLessThan(results.indexOf('Ludhiana, Punjab'));
    expect(searchCities('mumbai').slice(0, 2)).toEqual(['Mumbai, Maharashtra', 'Navi Mumbai, Maharashtra']);
    expect(searchCities('kota')[0]).toBe('Kota, Rajasthan');
  });

  it('finds Kochi and Gurugram by their names, and by their former names', () => {
    expect(searchCities('kochi')[0]).toBe('Kochi, Kerala');
    expect(searchCities('gurugram')[0]).toBe('Gurugram, Haryana');
    expect(searchCities('cochin')[0]).toBe('Kochi, Kerala');
    expect(searchCities('gurgaon')[0]).toBe('Gurugram, Haryana');
  });

  it('finds Bengaluru as "bengaluru" and as "bangalore"', () => {
    expect(searchCities('bengaluru')[0]).toBe('Bengaluru, Karnataka');
    expect(searchCities('bangalore')[0]).toBe('Bengaluru, Karnataka');
    expect(searchCities('Bangal')[0]).toBe('Bengaluru, Karnataka');
  });

  it('tolerates typos', () => {
    expect(searchCities('hydrabad')[0]).toBe('Hyderabad, Telangana');
    expect(searchCities('kolkatta')[0]).toBe('Kolkata, West Bengal');
    expect(searchCities('chenai')[0]).toBe('Chennai, Tamil Nadu');
    expect(searchCities('banglore')[0]).toBe('Bengaluru, Karnataka');
  });

  it('finds nothing for blank text or gibberish, and stops at the limit', () => {
    expect(searchCities('   ')).toEqual([]);
    expect(searchCities('qxzqxzqxz')).toEqual([]);
    expect(searchCities('a', 10)).toHaveLength(10);
  });
});

describe('findCity', () => {
  it("returns the list's spelling of a location in the list, ignoring case and spaces", () => {
    expect(findCity(' pune,  maharashtra ')).toBe('Pune, Maharashtra');
    expect(findCity('Koregaon Park, Pune')).toBeUndefined();
  });

  it('takes a former name with its state for the city', () => {
    expect(findCity('Gurgaon, Haryana')).toBe('Gurugram, Haryana');
    expect(findCity('Bangalore, Karnataka')).toBe('Bengaluru, Karnataka');
  });
});

describe('nameFoundBy', () => {
  it('names the other name a city was found by, and nothing when its own name matched', () => {
    expect(nameFoundBy('Bengaluru, Karnataka', 'bangal')).toBe('Bangalore');
    expect(nameFoundBy('Gurugram, Haryana', 'Gurgaon')).toBe('Gurgaon');
    expect(nameFoundBy('Bengaluru, Karnataka', 'beng')).toBeUndefined();
    expect(nameFoundBy('Pune, Maharashtra', 'pune')).toBeUndefined();
    expect(nameFoundBy('Pune, Maharashtra', '')).toBeUndefined();
  });
});
