import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { browseMessages } from '@shared/messages/browse.ts';
import { SiteFooter } from './site-footer.tsx';

const t = browseMessages.footer;
const { cityData } = t;

describe('site footer', () => {
  it('credits GeoNames for the city list, with links to the source and the licence (CC BY 4.0)', async () => {
    await renderWithRouter(<SiteFooter />);
    const footer = screen.getByRole('contentinfo', { name: t.label });
    expect(footer.textContent).toContain(cityData.before + cityData.source + cityData.between + cityData.licence + cityData.after);
    expect(within(footer).getByRole('link', { name: cityData.source }).getAttribute('href')).toBe('https://www.geonames.org/');
    expect(within(footer).getByRole('link', { name: cityData.licence }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
  });
});
