import { describe, expect, it } from 'vitest';
import cities from 'virtual:indian-cities';
import { findCity, searchCities } from './city-search.ts';

describe('the generated city list', () => {
  it('holds thousands of "City, State" entries, each once, with the big cities in it', () => {
    expect(cities.length).toBeGreaterThan(3000);
    expect(new Set(cities.map((city) => city.toLowerCase())).size).toBe(cities.length);
    // One comma outside any qualifier's parenthesis: the one before the state.
    expect(cities.filter((city) => city.replace(/\([^)]*\)/g, '').split(', ').length !== 2)).toEqual([]);
    for (const city of ['Mumbai, Maharashtra', 'Bengaluru, Karnataka', 'Pune, Maharashtra', 'New Delhi, Delhi', 'Kolkata, West Bengal']) {
      expect(cities).toContain(city);
    }
    const places = cities.map((city) => city.replace(/ \([^)]*\)/, '').split(', ')[0] ?? '');
    expect(places.filter((place) => /\b(district|division)$/i.test(place))).toEqual([]);
  });
});

describe('searchCities', () => {
  it('puts the city whose name starts with the text first', () => {
    expect(searchCities('pune')[0]).toBe('Pune, Maharashtra');
    expect(searchCities('Mumbai')[0]).toBe('Mumbai, Maharashtra');
    // Every city of Punjab matches "pun" too; Pune must still come first.
    expect(searchCities('pun')[0]).toBe('Pune, Maharashtra');
  });

  it('tolerates typos', () => {
    expect(searchCities('hydrabad')).toContain('Hyderabad, Telangana');
    expect(searchCities('kolkatta')).toContain('Kolkata, West Bengal');
    expect(searchCities('chenai')).toContain('Chennai, Tamil Nadu');
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
});
