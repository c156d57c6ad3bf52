/** /profile/edit: the picture section with "Change Photo", and the profile form. */
import { expect, type Locator, type Page } from '@playwright/test';
import { ProfilePictureDialog } from './profile-picture-dialog.ts';

export class ProfileEditPage {
  readonly pictureSection: Locator;

  constructor(private readonly page: Page) {
    this.pictureSection = page.getByRole('region', { name: 'Profile Picture' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile/edit');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  }

  /** The section's avatar picture (absent while the account shows its initials). */
  avatarImage(): Locator {
    return this.pictureSection.locator('img');
  }

  async openPictureDialog(): Promise<ProfilePictureDialog> {
    await this.pictureSection.getByRole('button', { name: 'Change Photo' }).click();
    const dialog = new ProfilePictureDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }
}
