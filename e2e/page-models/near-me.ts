/**
 * "Near me" on the search and category pages: its two buttons, the city picker it falls back to, the
 * distance select, and the cards in the order shown with the distance each says.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { testCopy } from '../copy.ts';

export class NearMe {
  private readonly copy = testCopy();

  constructor(private readonly page: Page) {}

  get nearMeButton(): Locator {
    return this.page.getByRole('button', { name: this.copy.nearMe.nearMe, exact: true });
  }

  get cityButton(): Locator {
    return this.page.getByRole('button', { name: this.copy.nearMe.chooseCity, exact: true });
  }

  get radius(): Locator {
    return this.page.getByLabel(this.copy.nearMe.radius, { exact: true });
  }

  /** Types part of a city's name in the picker and picks the city the list spells `city`. */
  async chooseCity(typed: string, city: string): Promise<void> {
    await this.page.getByRole('combobox', { name: this.copy.nearMe.cityLabel }).fill(typed);
    await this.page.getByRole('option', { name: city, exact: true }).click();
  }

  async setRadius(km: number): Promise<void> {
    await this.radius.selectOption(String(km));
    await expect(this.page).toHaveURL(km === 25 ? /[?&]near=/ : new RegExp(`[?&]radiusKm=${km}(&|$)`));
  }

  async turnOff(): Promise<void> {
    await this.page.getByRole('button', { name: this.copy.nearMe.turnOffLabel, exact: true }).click();
    await expect(this.page).not.toHaveURL(/[?&]near=/);
  }

  /** The cards' titles, in the order the page shows them, once exactly `count` are shown. */
  async titles(count: number): Promise<string[]> {
    const headings = this.page.getByRole('article').getByRole('heading');
    await expect(headings).toHaveCount(count);
    return headings.allTextContents();
  }

  /** The distance line of the card titled `title` ("3 km away"). */
  distanceOf(title: string, words: string): Locator {
    return this.page
      .getByRole('article')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) })
      .getByText(words, { exact: true });
  }
}
