/** The contact page (/contact/{id}, spec §2): the form, its login-required alert and Send. */
import { expect, type Locator, type Page } from '@playwright/test';

export class ContactPage {
  readonly form: Locator;
  readonly loginAlert: Locator;
  readonly send: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('main');
    this.loginAlert = page.getByRole('alert').filter({ hasText: 'You need to be logged in to send messages to item owners.' });
    this.send = this.form.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
  }

  async expectOpen(heading: 'Contact Owner' | 'Booking Request' = 'Contact Owner'): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  field(label: 'Name' | 'Email' | 'Phone' | 'Message'): Locator {
    return this.form.getByLabel(label === 'Phone' ? 'Phone (optional)' : label, { exact: true });
  }

  async write(message: string): Promise<void> {
    await this.field('Message').fill(message);
  }

  /** The spec's toast after sending. */
  async expectToast(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }
}
