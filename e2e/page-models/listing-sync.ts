/**
 * A listing on My Listings as the outbox leaves it: "Waiting to sync" while its write
 * waits, or the server's refusal ("Not published: …", "Changes not saved: …") with Retry, Edit and
 * Discard; and the confirmation a Discard asks for.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DashboardPage } from './dashboard-page.ts';

export type Refusal = 'Not published' | 'Changes not saved' | 'Not deleted';

export class ListingSync {
  readonly card: Locator;
  readonly waiting: Locator;
  readonly actions: Locator;
  readonly retry: Locator;
  readonly edit: Locator;
  readonly discard: Locator;
  readonly viewDetails: Locator;
  /** The "Discard …?" confirmation. */
  readonly discardDialog: Locator;

  constructor(page: Page, title: string) {
    this.card = new DashboardPage(page).listing(title);
    this.waiting = this.card.getByText('Waiting to sync', { exact: true });
    this.actions = this.card.getByRole('group', { name: `Actions for ${title}`, exact: true });
    this.retry = this.actions.getByRole('button', { name: 'Retry', exact: true });
    this.edit = this.actions.getByRole('link', { name: 'Edit', exact: true });
    this.discard = this.actions.getByRole('button', { name: 'Discard', exact: true });
    this.viewDetails = this.actions.getByRole('link', { name: 'View Details', exact: true });
    this.discardDialog = page.getByRole('alertdialog');
  }

  /** The line saying what the server refused and its message, e.g. "Not published: Item not found". */
  refusal(): Locator {
    return this.card.locator('p').filter({ hasText: /^(Not published|Changes not saved|Not deleted): / });
  }

  async expectWaiting(): Promise<void> {
    await expect(this.waiting).toBeVisible();
    await expect(this.refusal()).toHaveCount(0);
  }

  /** Refused: what was not done, the server's own message, and Retry / Edit / Discard (a refused delete has no Edit). */
  async expectRefused(what: Refusal, message: string): Promise<void> {
    await expect(this.refusal()).toHaveText(`${what}: ${message}`);
    await expect(this.waiting).toHaveCount(0);
    await expect(this.retry).toBeEnabled();
    await expect(this.discard).toBeEnabled();
    if (what === 'Not deleted') await expect(this.edit).toHaveCount(0);
    else await expect(this.edit).toBeVisible();
  }

  /** On the server, as saved: neither waiting nor refused, with its page to view. */
  async expectSynced(): Promise<void> {
    await expect(this.waiting).toHaveCount(0);
    await expect(this.refusal()).toHaveCount(0);
    await expect(this.viewDetails).toBeVisible();
  }

  /** The card's picture is drawn (a photo kept on the device before it is uploaded, or the uploaded one). */
  async expectCoverShown(): Promise<void> {
    const cover = this.card.locator('img').first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  }
}
