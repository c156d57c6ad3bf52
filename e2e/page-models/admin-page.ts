/** /admin: the Admin Dashboard's Document Verification tab. */
import { expect, type Locator, type Page } from '@playwright/test';

export class AdminPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  }

  async filter(name: 'All' | 'Pending' | 'Verified' | 'Rejected'): Promise<void> {
    await this.page.getByRole('group', { name: 'Show documents' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }

  /** The card of the document a user sent, found by their @username. */
  documentOf(username: string): Locator {
    return this.page.getByRole('article').filter({ hasText: `@${username}` });
  }

  async reject(card: Locator, reason: string): Promise<void> {
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = this.page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Reject Document' }).click();
    // A reason is required: nothing is sent without one.
    await expect(this.page.getByText('Rejection reason required', { exact: true })).toBeVisible();
    await dialog.getByLabel('Reason (the user sees it)').fill(reason);
    await dialog.getByRole('button', { name: 'Reject Document' }).click();
    await expect(this.page.getByText('Document rejected', { exact: true })).toBeVisible();
  }

  async verify(card: Locator): Promise<void> {
    await card.getByRole('button', { name: 'Verify' }).click();
    await expect(this.page.getByText('Document verified', { exact: true })).toBeVisible();
  }
}
