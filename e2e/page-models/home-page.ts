/** The home page (spec §2): hero search, categories, the item sections further down, and the footer. */
import { expect, type Locator, type Page } from '@playwright/test';

export class HomePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Rent Anything, Anywhere' })).toBeVisible();
  }

  async heroSearch(text: string, location = ''): Promise<void> {
    await this.page.getByPlaceholder('Type to search...').fill(text);
    await this.page.getByPlaceholder('Location', { exact: true }).fill(location);
    await this.page.getByRole('button', { name: 'Search', exact: true }).filter({ visible: true }).last().click();
  }

  card(scope: Locator, title: string): Locator {
    return scope.getByRole('article').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  categoryLink(name: string): Locator {
    return this.page.getByRole('region', { name: 'Browse Categories' }).getByRole('link', { name, exact: true });
  }

  /** A home section by its heading; the sections load as the reader scrolls near them. */
  async section(name: 'Recently Listed' | 'Featured Rentals' | 'Most Popular' | 'Your Activity'): Promise<Locator> {
    const section = this.page.getByRole('region', { name, exact: true });
    await expect(async () => {
      await this.page.mouse.wheel(0, 800);
      await expect(section).toBeVisible({ timeout: 1000 });
    }).toPass();
    await section.scrollIntoViewIfNeeded();
    return section;
  }
}
