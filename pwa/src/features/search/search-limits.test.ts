import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { searchPageTitle, searchTooLong } from './search-heading.ts';

const t = browseMessages.search;

describe('searches longer than the server takes', () => {
  it('accepts a q and a location right at the limits, trimmed as the server trims them', () => {
    expect(searchTooLong({ q: 'a'.repeat(limits.searchTextMax), location: 'b'.repeat(limits.searchLocationMax) })).toBeNull();
    expect(searchTooLong({ q: `  ${'a'.repeat(limits.searchTextMax)}  ` })).toBeNull();
  });

  it('says which text is too long and how long it may be', () => {
    expect(searchTooLong({ q: 'a'.repeat(limits.searchTextMax + 1) })).toBe(t.textTooLong(limits.searchTextMax));
    expect(searchTooLong({ q: 'camera', location: 'b'.repeat(limits.searchLocationMax + 1) })).toBe(t.locationTooLong(limits.searchLocationMax));
  });
});

describe('the search page tab title', () => {
  it('names the search, the filter, or the results', () => {
    expect(searchPageTitle({ q: ' camera ' })).toBe(titleMessages.search('camera'));
    expect(searchPageTitle({ filter: 'featured' })).toBe(titleMessages.page(t.titles.featured.title));
    expect(searchPageTitle({ location: 'Pune' })).toBe(titleMessages.searchAll);
    expect(searchPageTitle({ q: 'a'.repeat(limits.searchTextMax + 1) })).toBe(titleMessages.searchTooLong);
  });
});
