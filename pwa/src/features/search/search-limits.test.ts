import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits.ts';
import { searchPageTitle, searchTooLong } from './search-heading.ts';

describe('searches longer than the server takes (issue 9)', () => {
  it('accepts a q and a location right at the limits, trimmed as the server trims them', () => {
    expect(searchTooLong({ q: 'a'.repeat(limits.searchTextMax), location: 'b'.repeat(limits.searchLocationMax) })).toBeNull();
    expect(searchTooLong({ q: `  ${'a'.repeat(limits.searchTextMax)}  ` })).toBeNull();
  });

  it('says which text is too long and how long it may be', () => {
    expect(searchTooLong({ q: 'a'.repeat(limits.searchTextMax + 1) })).toBe(
      'Search for at most 200 characters: shorten the text and search again.',
    );
    expect(searchTooLong({ q: 'camera', location: 'b'.repeat(limits.searchLocationMax + 1) })).toBe(
      'A location has at most 120 characters: shorten it and search again.',
    );
  });
});

describe('the search page tab title (issue 10)', () => {
  it('names the search, the filter, or the results', () => {
    expect(searchPageTitle({ q: ' camera ' })).toBe('Search: camera · Kiraya');
    expect(searchPageTitle({ filter: 'featured' })).toBe('Featured Rentals · Kiraya');
    expect(searchPageTitle({ location: 'Pune' })).toBe('Search Results · Kiraya');
    expect(searchPageTitle({ q: 'a'.repeat(limits.searchTextMax + 1) })).toBe('Search text too long · Kiraya');
  });
});
