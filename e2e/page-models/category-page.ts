/** /category/{slug}: heading, count line and the item grid. */
import { expect, type Locator, type Page } from '@playwright/test';
import { countPattern, testCopy } from '../copy.ts';

export class CategoryPage {
  private readonly copy = testCopy();

  constructor(private readonly page: Page) {}

  async expectCategory(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    // The app's own page: while it takes over, the server's first screen (inert, so not in the role
    // queries) can still hold the same count line for a moment.
    await expect(this.page.locator('#main').getByText(countPattern(this.copy.browse.category.count))).toBeVisible();
  }

  card(title: string): Locator {
    // A card is the article whose title link has this name (its link covers the whole card).
    return this.page.getByRole('article').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }
}
