/**
 * The dashboard (spec §2): the avatar that opens the profile picture dialog, My Listings with the
 * statistics, each listing's card and the delete confirmation.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { ProfilePictureDialog } from './profile-picture-dialog.ts';

export class DashboardPage {
  readonly stats: Locator;
  readonly confirmation: Locator;

  constructor(private readonly page: Page) {
    this.stats = page.getByRole('region', { name: 'Your statistics' });
    this.confirmation = page.getByRole('alertdialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
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
  stat(label: 'Total Listings' | 'Total Views' | 'Average Rating'): Locator {
    return this.stats.locator('dl').filter({ has: this.page.locator('dt', { hasText: label }) }).locator('dd').first();
  }

  async startDelete(title: string): Promise<void> {
    await this.listing(title).getByRole('button', { name: 'Delete' }).click();
    await expect(this.confirmation).toBeVisible();
  }
}
