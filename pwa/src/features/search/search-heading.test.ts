import { describe, expect, it } from 'vitest';
import { hasCriteria, searchHeading, searchKey } from './search-heading.ts';

describe('search titles (spec §2)', () => {
  it('has one title and subtitle per filter', () => {
    expect(searchHeading({ filter: 'recent' })).toEqual({ title: 'Recently Listed', subtitle: 'Fresh arrivals from your local community' });
    expect(searchHeading({ filter: 'featured' })).toEqual({ title: 'Featured Rentals', subtitle: 'Verified and highly rated by our community' });
    expect(searchHeading({ filter: 'popular' })).toEqual({ title: 'Most Popular', subtitle: 'Items that are rented most frequently' });
  });

  it('shows the query, with the location appended when given', () => {
    expect(searchHeading({ q: 'camera' })).toEqual({ title: 'Search Results', subtitle: 'Showing results for: "camera"' });
    expect(searchHeading({ q: 'camera', location: 'Pune' })).toEqual({
      title: 'Search Results',
      subtitle: 'Showing results for: "camera" in "Pune"',
    });
  });

  it('ignores blank values', () => {
    expect(searchHeading({ q: 'bike', location: '  ' }).subtitle).toBe('Showing results for: "bike"');
    expect(searchHeading({ q: ' ' }).subtitle).toBe('Showing all items');
    expect(hasCriteria({ q: ' ', location: '' })).toBe(false);
    expect(searchKey({ q: 'bike ' })).toBe(searchKey({ q: 'bike', location: '' }));
  });

  it('keeps different searches apart in the cache', () => {
    expect(searchKey({ q: 'bike' })).not.toBe(searchKey({ q: 'bike', location: 'Pune' }));
    expect(searchKey({ filter: 'recent' })).not.toBe(searchKey({ filter: 'popular' }));
  });
});
