/**
 * A search typed in Hindi finds what the same search in English finds: on a 360 px phone, "बाइक" in
 * Pune from the home page's hero shows the demo's Royal Enfield, listed in English under Bikes.
 */
import { HomePage } from './page-models/home-page.ts';
import { SearchPage } from './page-models/search-page.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });
test.skip(({ isMobile }) => !isMobile, 'a phone’s search: the desktop projects search from the hero in browse.spec.ts');

test('"बाइक" with Pune finds the Royal Enfield listed in English', { tag: '@language' }, async ({ page }) => {
  const home = new HomePage(page);
  const search = new SearchPage(page);
  await home.goto();
  await home.heroSearch('बाइक', 'Pune');
  await search.expectResultsFor('बाइक', 'Pune');
  await expect(search.result('Royal Enfield Classic 350')).toBeVisible();
  // A bike listed in another city stays out.
  await expect(search.result('Honda Activa 6G scooter')).toHaveCount(0);
});
