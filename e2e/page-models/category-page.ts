/** /category/{slug} (spec §2): heading, count line and the item grid. */
import { expect, type Locator, type Page } from '@playwright/test';

export class CategoryPage {
  constructor(private readonly page: Page) {}

  async expectCategory(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(this.page.getByText(/^\d+ item\(s\) available$/)).toBeVisible();
  }

  card(title: string): Locator {
    // A card is the article whose title link has this name (its link covers the whole card).
    return this.page.getByRole('article').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }
}
