/** The item page: title, price line, favourite heart and the ways to reach the owner. */
import { expect, type Locator, type Page } from '@playwright/test';
import { anyNumbers, escapeRegExp, testCopy } from '../copy.ts';
import { ItemGallery } from './item-gallery.ts';

export type ContactWay = 'whatsApp' | 'callOwner' | 'messageOwner';

export class ItemPage {
  private readonly copy = testCopy();

  constructor(private readonly page: Page) {}

  async expectItem(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  }

  favorite(title: string, state: 'add' | 'remove'): Locator {
    const name = this.copy.browse.favorites[state](title);
    return this.page.getByRole('main').getByRole('button', { name, exact: true }).first();
  }

  contact(way: ContactWay): Locator {
    return this.page.getByRole('main').getByRole('link', { name: this.copy.browse.item[way], exact: true });
  }

  /** The video shown in place of the first photo when the listing has one. */
  video(): Locator {
    return this.page.getByRole('main').locator('video');
  }

  videoBadge(): Locator {
    return this.page.getByRole('main').getByText(this.copy.browse.item.videoBadge, { exact: true });
  }

  /** The large photo in the page (not the gallery's). */
  mainPhoto(title: string): Locator {
    return this.page.getByRole('main').getByRole('img', { name: this.copy.browse.item.photoOf(title), exact: true });
  }

  /** A thumbnail under the main view: "Show the video", or "Show picture n of total" counting photos only. */
  thumbnail(name: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }

  /** The thumbnails under the main view are these, in this order. */
  async expectThumbnails(names: string[]): Promise<void> {
    const item = this.copy.browse.item;
    const name = new RegExp(`^(?:${escapeRegExp(item.showVideo)}|${anyNumbers(item.showMedia(8, 9), 8, 9)})$`);
    const thumbnails = this.page.getByRole('main').getByRole('button', { name });
    await expect(thumbnails).toHaveCount(names.length);
    for (const [index, name] of names.entries()) await expect(thumbnails.nth(index)).toHaveAccessibleName(name);
  }

  /** Opens the gallery from one of the page's thumbnails ("Show picture n of total"). */
  async openGallery(title: string, thumbnail: string): Promise<ItemGallery> {
    await this.thumbnail(thumbnail).click();
    const gallery = new ItemGallery(this.page, title);
    await expect(gallery.dialog).toBeVisible();
    return gallery;
  }

  similar(): Locator {
    return this.page.getByRole('region', { name: this.copy.browse.item.similarTitle });
  }
}
