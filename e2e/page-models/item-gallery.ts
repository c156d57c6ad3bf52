/** The item page's photo gallery modal: counter, previous and next, thumbnail strip. */
import { expect, type Locator, type Page } from '@playwright/test';
import { testCopy } from '../copy.ts';

export class ItemGallery {
  private readonly copy = testCopy();
  readonly dialog: Locator;
  readonly next: Locator;
  readonly previous: Locator;

  constructor(page: Page, title: string) {
    const gallery = this.copy.browse.item.gallery;
    this.dialog = page.getByRole('dialog', { name: gallery.title(title) });
    this.next = this.dialog.getByRole('button', { name: gallery.next, exact: true });
    this.previous = this.dialog.getByRole('button', { name: gallery.previous, exact: true });
  }

  thumbnail(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** The counter reads "n of total" and the large photo is `url`, its thumbnail marked current. */
  async expectPhoto(n: number, total: number, url: string): Promise<void> {
    await expect(this.dialog.getByText(this.copy.browse.item.gallery.counter(n, total), { exact: true })).toBeVisible();
    await expect(this.dialog.getByRole('img').first()).toHaveAttribute('src', url);
    await expect(this.dialog.locator('[aria-current="true"] img')).toHaveAttribute('src', url);
  }
}
