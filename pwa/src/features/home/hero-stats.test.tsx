import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { formatNumber } from '@shared/intl.ts';
import { pageLocale } from '@shared/locale.ts';
import { heroMessages as t } from '@shared/messages/hero.ts';
import { HeroStats, statFigures } from './hero-stats.tsx';

describe('hero figures (plural rules)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "1 listing", "1 verified user" and "1 city" for ones', async () => {
    stubFetch(() => jsonResponse(200, { listings: 1, verifiedUsers: 1, cities: 1 }));
    render(<HeroStats />);
    expect(await screen.findByText(t.listings(1))).toBeTruthy();
    expect(screen.getByText(t.verifiedUsers(1))).toBeTruthy();
    expect(screen.getByText(t.cities(1))).toBeTruthy();
  });

  it('uses the plural above one, with Indian digit grouping, and leaves zeros out', () => {
    expect(statFigures({ listings: 123_456, verifiedUsers: 2, cities: 0 })).toEqual([t.listings(123_456), t.verifiedUsers(2)]);
    expect(t.listings(123_456)).toContain(formatNumber(123_456));
    expect(formatNumber(123_456)).toBe('1,23,456');
  });

  // The English words themselves ("1 listing", not "1 listings"); Hindi has its own forms.
  it.runIf(pageLocale === 'en')('says the English singular and plural word for word', () => {
    expect(statFigures({ listings: 1, verifiedUsers: 1, cities: 1 })).toEqual(['1 listing', '1 verified user', '1 city']);
    expect(statFigures({ listings: 123_456, verifiedUsers: 2, cities: 0 })).toEqual(['1,23,456 listings', '2 verified users']);
  });
});
