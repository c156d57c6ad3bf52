import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('site footer', () => {
  it('credits GeoNames for the city list, with links to the source and the licence (CC BY 4.0)', async () => {
    await renderWithRouter(<SiteFooter />);
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    expect(footer.textContent).toContain('City names and locations from GeoNames, licensed under CC BY 4.0.');
    expect(within(footer).getByRole('link', { name: 'GeoNames' }).getAttribute('href')).toBe('https://www.geonames.org/');
    expect(within(footer).getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
  });
});
