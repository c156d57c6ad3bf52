/** The Document Verification section of /profile/edit. */
import { expect, type Locator, type Page } from '@playwright/test';

export interface DocumentPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export class DocumentVerification {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Document Verification' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile/edit');
    await expect(this.root).toBeVisible();
  }

  /** Fills the form (a new document when `type` is given; a resubmission keeps its type) and sends it. */
  async submit(details: { type?: string; number: string; holder: string; photos: DocumentPhoto[]; button?: string }): Promise<void> {
    // A resubmission's form opens beside the form for a new document: each is found by its button.
    const button = details.button ?? 'Submit for Verification';
    const form = this.root.locator('form').filter({ has: this.page.getByRole('button', { name: button }) });
    if (details.type) await form.getByLabel('Document type').selectOption({ label: details.type });
    await form.getByLabel('Document number').fill(details.number);
    await form.getByLabel("Holder's name").fill(details.holder);
    if (details.photos.length) await form.locator('input[type=file]:not([capture])').setInputFiles(details.photos);
    await form.getByRole('button', { name: button }).click();
  }

  /** The card of one document in "Your documents", by its type's label. */
  card(type: string): Locator {
    return this.root.getByRole('listitem').filter({ has: this.page.getByText(type, { exact: true }) });
  }
}
