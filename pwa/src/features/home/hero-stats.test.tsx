import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { HeroStats, statFigures } from './hero-stats.tsx';

describe('hero figures (issue 10: plural rules)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "1 listing", "1 verified user" and "1 city" for ones', async () => {
    stubFetch(() => jsonResponse(200, { listings: 1, verifiedUsers: 1, cities: 1 }));
    render(<HeroStats />);
    expect(await screen.findByText('1 listing')).toBeTruthy();
    expect(screen.getByText('1 verified user')).toBeTruthy();
    expect(screen.getByText('1 city')).toBeTruthy();
  });

  it('uses the plural above one, with Indian digit grouping, and leaves zeros out', () => {
    expect(statFigures({ listings: 123_456, verifiedUsers: 2, cities: 0 })).toEqual(['1,23,456 listings', '2 verified users']);
  });
});
