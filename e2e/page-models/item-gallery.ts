/** The item page's photo gallery modal (spec §2): counter, previous and next, thumbnail strip. */
import { expect, type Locator, type Page } from '@playwright/test';

export class ItemGallery {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly previous: Locator;

  constructor(page: Page, title: string) {
    this.dialog = page.getByRole('dialog', { name: `Photos of ${title}` });
    this.next = this.dialog.getByRole('button', { name: 'Next image', exact: true });
    this.previous = this.dialog.getByRole('button', { name: 'Previous image', exact: true });
  }

  thumbnail(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** The counter reads `counter` and the large photo is `url`, its thumbnail marked current. */
  async expectPhoto(counter: string, url: string): Promise<void> {
    await expect(this.dialog.getByText(counter, { exact: true })).toBeVisible();
    await expect(this.dialog.getByRole('img').first()).toHaveAttribute('src', url);
    await expect(this.dialog.locator('[aria-current="true"] img')).toHaveAttribute('src', url);
  }
}
