/** /search (spec §2): the heading and subtitle for the query or filter, and the result cards. */
import { expect, type Locator, type Page } from '@playwright/test';

export class SearchPage {
  constructor(private readonly page: Page) {}

  async expectHeading(title: string, subtitle: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(this.page.getByText(subtitle, { exact: true })).toBeVisible();
  }

  result(title: string): Locator {
    // A card is the article whose title link has this name (its link covers the whole card).
    return this.page.getByRole('article').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  async clearFilter(): Promise<void> {
    await this.page.getByRole('link', { name: 'Clear Filter' }).click();
  }
}
