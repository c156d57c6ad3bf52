import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { heroMessages as t } from '@shared/messages/hero.ts';
import { HeroSearch } from './hero-search.tsx';

describe('HeroSearch length caps', () => {
  it('takes no more text or location than the server searches with', async () => {
    await renderWithRouter(<HeroSearch />);
    const text = await screen.findByRole<HTMLInputElement>('searchbox', { name: t.searchLabel });
    expect(text.maxLength).toBe(limits.searchTextMax);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: t.locationLabel }).maxLength).toBe(limits.searchLocationMax);
  });
});
