/** The contact page (/contact/{id}): the form, its login-required alert and Send. */
import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, testCopy } from '../copy.ts';

export type ContactField = 'name' | 'email' | 'phone' | 'message';

export class ContactPage {
  private readonly copy = testCopy();
  readonly form: Locator;
  readonly loginAlert: Locator;
  readonly loginButton: Locator;
  readonly send: Locator;

  constructor(private readonly page: Page) {
    const contact = this.copy.contact.page;
    this.form = page.getByRole('main');
    this.loginAlert = page.getByRole('alert').filter({ hasText: contact.loginRequired });
    this.loginButton = page.getByRole('button', { name: contact.loginOrSignUp });
    this.send = this.form.getByRole('button', { name: new RegExp(`^(?:${escapeRegExp(contact.send)}|${escapeRegExp(contact.sending)})$`) });
  }

  async expectOpen(heading: 'contact' | 'booking' = 'contact'): Promise<void> {
    const contact = this.copy.contact.page;
    await expect(this.page.getByRole('heading', { level: 1, name: heading === 'contact' ? contact.contactTitle : contact.bookingTitle })).toBeVisible();
  }

  field(field: ContactField): Locator {
    // The phone's label says it is optional ("Phone (optional)").
    const label = field === 'phone' ? `${this.copy.contact.page.phone} ${this.copy.conversations.contact.optional}` : this.copy.contact.page[field];
    return this.form.getByLabel(label, { exact: true });
  }

  async write(message: string): Promise<void> {
    await this.field('message').fill(message);
  }

  /** A toast after sending. */
  async expectToast(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }
}
