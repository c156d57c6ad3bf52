/**
 * The dashboard's Notifications tab and the device's notifications behind it: rows
 * written straight into the app's IndexedDB (as the inbox sync stores them), the list, its rows with
 * their "New" badge, "Mark All as Read", delete with its confirmation, and the alerts control.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { AppNotification } from '../../shared/src/api.ts';

export class NotificationsTab {
  readonly list: Locator;
  readonly markAllRead: Locator;
  readonly tab: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Your notifications' });
    this.markAllRead = page.getByRole('button', { name: 'Mark All as Read' });
    this.tab = page.getByRole('tab', { name: /^Notifications/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard?tab=notifications');
    await expect(this.tab).toHaveAttribute('aria-selected', 'true');
  }

  row(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** The row's main button: its name begins with the title (Delete's begins with "Delete"). */
  async open(title: string): Promise<void> {
    await this.row(title).getByRole('button').first().click();
  }

  async delete(title: string): Promise<void> {
    await this.row(title).getByRole('button', { name: `Delete notification: ${title}` }).click();
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog.getByText('Delete this notification?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(this.row(title)).toHaveCount(0);
  }

  /**
   * Stores notifications on the device as the inbox sync would, then reloads so the app reads them
   * (the app hears its own Dexie writes live, not raw IndexedDB ones).
   */
  async storeOnDevice(notifications: readonly AppNotification[]): Promise<void> {
    await this.page.evaluate(async (rows) => {
      const opened = indexedDB.open('kiraya');
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        opened.onsuccess = () => resolve(opened.result);
        opened.onerror = () => reject(opened.error);
      });
      const tx = database.transaction('notifications', 'readwrite');
      for (const row of rows) tx.objectStore('notifications').put({ ...row, fetchedAt: Date.now() });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      database.close();
    }, notifications);
    await this.page.reload();
  }
}
