/** /search: the heading and subtitle for the query or filter, and the result cards. */
import { expect, type Locator, type Page } from '@playwright/test';
import { testCopy } from '../copy.ts';

export class SearchPage {
  private readonly copy = testCopy();

  constructor(private readonly page: Page) {}

  async expectHeading(title: string, subtitle: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(this.page.getByText(subtitle, { exact: true })).toBeVisible();
  }

  /** The heading and subtitle of a search for `query` (and `location`). */
  async expectResultsFor(query: string, location?: string): Promise<void> {
    const search = this.copy.browse.search;
    await this.expectHeading(search.resultsTitle, search.showingResultsFor(query) + (location ? search.inLocation(location) : ''));
  }

  result(title: string): Locator {
    // A card is the article whose title link has this name (its link covers the whole card).
    return this.page.getByRole('article').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** A result's "View Details" link. */
  viewDetails(title: string): Locator {
    return this.result(title).getByRole('link', { name: this.copy.browse.card.viewDetails });
  }

  async clearFilter(): Promise<void> {
    await this.page.getByRole('link', { name: this.copy.browse.search.clearFilter }).click();
  }
}
