/** The item page's ratings: the listing's rating line, its Reviews section and the owner card's rating. */
import type { Locator, Page } from '@playwright/test';

export class ItemReviews {
  readonly section: Locator;
  readonly ownerCard: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Reviews', exact: true });
    this.ownerCard = page.getByRole('region', { name: 'Owner', exact: true });
  }

  /** A review in the list, by its text. */
  review(text: string): Locator {
    return this.section.getByRole('listitem').filter({ hasText: text });
  }

  /** The listing's rating as read out: "Rated 4.0 out of 5 from 1 review". */
  listingRating(average: string, count: number): Locator {
    return this.page.getByRole('main').getByText(`Rated ${average} out of 5 from ${count} review${count === 1 ? '' : 's'}`, { exact: true }).first();
  }
}
