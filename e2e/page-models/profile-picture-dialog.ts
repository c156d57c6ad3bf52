/**
 * The profile picture dialog, opened from the dashboard's avatar or /profile/edit's "Change
 * Photo": choose an image, see its preview, Save or Cancel.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { PickedFile } from './listing-form.ts';

export class ProfilePictureDialog {
  readonly root: Locator;
  readonly preview: Locator;
  readonly save: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Profile Picture' });
    this.preview = this.root.getByRole('img', { name: 'Preview of your new profile picture', exact: true });
    this.save = this.root.getByRole('button', { name: 'Save', exact: true });
  }

  /** Picks the file through the dialog's real file input ("Choose Image", then "Choose Another Image"). */
  async choose(file: PickedFile): Promise<void> {
    await this.root.getByLabel(/^Choose (Another )?Image$/).setInputFiles(file);
  }

  /** The preview shows the chosen file, drawn (a file the browser cannot draw is never previewed). */
  async expectPreview(): Promise<void> {
    await expect(this.preview).toBeVisible();
    await expect(this.preview).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => this.preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
}
