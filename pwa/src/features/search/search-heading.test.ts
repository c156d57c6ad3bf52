import { describe, expect, it } from 'vitest';
import { pageLocale } from '@shared/locale.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { hasCriteria, searchHeading, searchKey } from './search-heading.ts';

const t = browseMessages.search;

describe('search titles', () => {
  it('has one title and subtitle per filter', () => {
    expect(searchHeading({ filter: 'recent' })).toEqual(t.titles.recent);
    expect(searchHeading({ filter: 'featured' })).toEqual(t.titles.featured);
    expect(searchHeading({ filter: 'popular' })).toEqual(t.titles.popular);
  });

  it('shows the query, with the location appended when given', () => {
    expect(searchHeading({ q: 'camera' })).toEqual({ title: t.resultsTitle, subtitle: t.showingResultsFor('camera') });
    expect(searchHeading({ q: 'camera', location: 'Pune' })).toEqual({
      title: t.resultsTitle,
      subtitle: t.showingResultsFor('camera') + t.inLocation('Pune'),
    });
  });

  // the words, quoted exactly; Hindi says the same in its own words.
  it.runIf(pageLocale === 'en')('uses the English titles and subtitles word for word', () => {
    expect(searchHeading({ filter: 'recent' })).toEqual({ title: 'Recently Listed', subtitle: 'Fresh arrivals from your local community' });
    expect(searchHeading({ filter: 'featured' })).toEqual({ title: 'Featured Rentals', subtitle: 'Verified and highly rated by our community' });
    expect(searchHeading({ filter: 'popular' })).toEqual({ title: 'Most Popular', subtitle: 'Items that are rented most frequently' });
    expect(searchHeading({ q: 'camera', location: 'Pune' })).toEqual({ title: 'Search Results', subtitle: 'Showing results for: "camera" in "Pune"' });
  });

  it('ignores blank values', () => {
    expect(searchHeading({ q: 'bike', location: '  ' }).subtitle).toBe(t.showingResultsFor('bike'));
    expect(searchHeading({ q: ' ' }).subtitle).toBe(t.allItems);
    expect(hasCriteria({ q: ' ', location: '' })).toBe(false);
    expect(searchKey({ q: 'bike ' })).toBe(searchKey({ q: 'bike', location: '' }));
  });

  it('keeps different searches apart in the cache', () => {
    expect(searchKey({ q: 'bike' })).not.toBe(searchKey({ q: 'bike', location: 'Pune' }));
    expect(searchKey({ filter: 'recent' })).not.toBe(searchKey({ filter: 'popular' }));
  });

  it('keeps a near-me search apart, by its point and distance (25 km whether or not the address says so)', () => {
    const near = '18.520,73.856';
    expect(searchKey({ q: 'bike', near })).not.toBe(searchKey({ q: 'bike' }));
    expect(searchKey({ q: 'bike', near })).not.toBe(searchKey({ q: 'bike', near: '9.940,76.260' }));
    expect(searchKey({ near, radiusKm: '10' })).not.toBe(searchKey({ near }));
    expect(searchKey({ near, radiusKm: '25' })).toBe(searchKey({ near }));
    expect(hasCriteria({ near })).toBe(true);
  });
});
