/**
 * /favorites: the listings kept with the heart, drawn from the device. Reached from the header's heart
 * on a wide screen and from the side menu on a phone.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class FavoritesPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Favourites', exact: true });
  }

  /** Opens it the way a user would: the header's heart, or the phone's side menu. */
  async open(): Promise<void> {
    const banner = this.page.getByRole('banner');
    const heart = banner.getByRole('link', { name: 'Favourites', exact: true });
    const menuButton = banner.getByRole('button', { name: 'Open menu' });
    await expect(heart.or(menuButton).first()).toBeVisible();
    if (await heart.isVisible()) {
      await heart.click();
    } else {
      await menuButton.click();
      await this.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Favourites', exact: true }).click();
    }
    await expect(this.page).toHaveURL('/favorites');
    await expect(this.heading).toBeVisible();
  }

  /** "1 listing saved with the heart", "2 listings saved with the heart". */
  async expectCount(count: number): Promise<void> {
    await expect(this.page.getByText(`${count} ${count === 1 ? 'listing' : 'listings'} saved with the heart`, { exact: true })).toBeVisible();
  }

  card(title: string): Locator {
    return this.page.getByRole('main').getByRole('article').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }
}
