/**
 * The dashboard: the avatar that opens the profile picture dialog, My Listings with the
 * statistics, each listing's card and the delete confirmation.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { testCopy } from '../copy.ts';
import { ProfilePictureDialog } from './profile-picture-dialog.ts';

export type DashboardStat = 'totalListings' | 'totalViews' | 'averageRating';

export class DashboardPage {
  private readonly copy = testCopy();
  readonly stats: Locator;
  readonly confirmation: Locator;

  constructor(private readonly page: Page) {
    this.stats = page.getByRole('region', { name: this.copy.listings.dashboard.statsLabel });
    this.confirmation = page.getByRole('alertdialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
    await expect(this.page.getByRole('heading', { level: 1, name: this.copy.listings.dashboard.title })).toBeVisible();
  }

  /** The avatar button ("Change profile picture") that opens the profile picture dialog. */
  pictureButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: 'Change profile picture', exact: true });
  }

  async openPictureDialog(): Promise<ProfilePictureDialog> {
    await this.pictureButton().click();
    const dialog = new ProfilePictureDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  listing(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** The figure under a statistic's label ("Total Listings" → "1"). */
  stat(stat: DashboardStat): Locator {
    const label = this.copy.listings.dashboard[stat];
    return this.stats.locator('dl').filter({ has: this.page.locator('dt', { hasText: label }) }).locator('dd').first();
  }

  async startDelete(title: string): Promise<void> {
    await this.listing(title).getByRole('button', { name: this.copy.listings.dashboard.delete }).click();
    await expect(this.confirmation).toBeVisible();
  }
}
