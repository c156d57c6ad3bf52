import { describe, expect, it } from 'vitest';
import { limits } from './limits.ts';
import { cleanQuery, exceedsSearchLimits, readSearch, searchApiPath, searchFromParams } from './search-query.ts';

describe('the search page’s query', () => {
  it('reads the address as strings, dropping an unknown filter and a malformed date', () => {
    expect(searchFromParams({ q: 'drill', location: 'Pune', filter: 'popular', from: '2030-01-02', to: '2030-01-05' })).toEqual({
      q: 'drill',
      location: 'Pune',
      filter: 'popular',
      from: '2030-01-02',
      to: '2030-01-05',
    });
    expect(searchFromParams({ q: 7, filter: 'cheapest', from: '2030-1-2', to: ['2030-01-05'] })).toEqual({ q: undefined, location: undefined, filter: undefined, from: undefined, to: undefined });
  });

  it('names each field that breaks the rules, keeping too long text for the page to say so', () => {
    const long = 'x'.repeat(limits.searchTextMax + 1);
    expect(readSearch({ q: long, location: ['Pune', 'Goa'], filter: 'cheapest', from: '2030-02-30', to: 'tomorrow' })).toEqual({
      query: { q: long, location: undefined, filter: undefined, from: undefined, to: undefined },
      problems: { q: 'too-long', location: 'not-text', filter: 'unknown-filter', from: 'not-a-day', to: 'not-a-day' },
    });
    // Length is judged once trimmed, as the server stores and searches it.
    expect(readSearch({ q: `  ${'x'.repeat(limits.searchTextMax)}  `, filter: 'featured', from: '2030-01-02' }).problems).toEqual({});
  });

  it('cleans blanks and half or backwards date ranges away', () => {
    expect(cleanQuery({ q: '  red bike ', location: ' ', from: '2030-01-05', to: '2030-01-02' })).toEqual({ q: 'red bike', location: undefined, filter: undefined });
    expect(cleanQuery({ from: '2030-02-30', to: '2030-03-02' })).toEqual({ q: undefined, location: undefined, filter: undefined });
  });

  it('asks for a page of 24 at one address per search, the cursor last', () => {
    expect(searchApiPath({ q: ' red bike ', location: 'Navi Mumbai', filter: 'recent', from: '2030-01-02', to: '2030-01-05' })).toBe(
      '/api/items?q=red+bike&location=Navi+Mumbai&filter=recent&from=2030-01-02&to=2030-01-05&limit=24',
    );
    expect(searchApiPath({ q: 'drill', from: '2030-01-02' }, 'abc')).toBe('/api/items?q=drill&limit=24&cursor=abc');
    expect(searchApiPath({})).toBe('/api/items?limit=24');
  });

  it('says which box is longer than the server takes', () => {
    expect(exceedsSearchLimits({ q: 'x'.repeat(limits.searchTextMax) })).toBeNull();
    expect(exceedsSearchLimits({ q: 'x'.repeat(limits.searchTextMax + 1) })).toBe('q');
    expect(exceedsSearchLimits({ location: 'x'.repeat(limits.searchLocationMax + 1) })).toBe('location');
  });
});
