/** The item page (spec §2): title, price line, favourite heart and the ways to reach the owner. */
import { expect, type Locator, type Page } from '@playwright/test';

export class ItemPage {
  constructor(private readonly page: Page) {}

  async expectItem(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  }

  favourite(title: string, state: 'add' | 'remove'): Locator {
    const name = state === 'add' ? `Add ${title} to favorites` : `Remove ${title} from favorites`;
    return this.page.getByRole('main').getByRole('button', { name, exact: true }).first();
  }

  contact(name: 'WhatsApp' | 'Call Owner' | 'Message Owner'): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true });
  }

  similar(): Locator {
    return this.page.getByRole('region', { name: 'Similar Listings' });
  }
}
