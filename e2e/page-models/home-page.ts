/** The home page: hero search, categories, the item sections further down, and the footer. */
import { expect, type Locator, type Page } from '@playwright/test';
import { testCopy } from '../copy.ts';

export type HomeSection = 'recent' | 'featured' | 'popular' | 'activity';

export class HomePage {
  private readonly copy = testCopy();

  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1, name: this.copy.messages.brand.tagline })).toBeVisible();
  }

  async heroSearch(text: string, location = ''): Promise<void> {
    const hero = this.copy.hero;
    await this.page.getByPlaceholder(hero.searchPlaceholder).fill(text);
    await this.page.getByPlaceholder(hero.locationPlaceholder, { exact: true }).fill(location);
    await this.page.getByRole('button', { name: hero.searchButton, exact: true }).filter({ visible: true }).last().click();
  }

  card(scope: Locator, title: string): Locator {
    return scope.getByRole('article').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  categoryLink(name: string): Locator {
    return this.page.getByRole('region', { name: this.copy.messages.home.browseCategories }).getByRole('link', { name, exact: true });
  }

  /** A home section by its heading; the sections load as the reader scrolls near them. */
  async section(key: HomeSection): Promise<Locator> {
    const section = this.page.getByRole('region', { name: this.copy.browse.sections[key].title, exact: true });
    await expect(async () => {
      await this.page.mouse.wheel(0, 800);
      await expect(section).toBeVisible({ timeout: 1000 });
    }).toPass();
    await section.scrollIntoViewIfNeeded();
    return section;
  }
}
