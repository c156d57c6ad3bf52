/**
 * The dashboard's Bookings tab (/dashboard?tab=bookings): its two sides, each booking's
 * card with its status and actions, and the reason dialog of Decline and Cancel; plus the booking
 * request's Send on the contact page.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, testCopy, type E2eCopy } from '../copy.ts';

export type BookingSide = 'owner' | 'renter';
export type BookingStatus = keyof E2eCopy['bookings']['status'];

export class BookingsTab {
  private readonly copy = testCopy();

  constructor(private readonly page: Page) {}

  /** The dashboard's Bookings tab, whose name starts with "Bookings" (then its badge). */
  tab(): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(this.copy.bookings.tab.label)}`) });
  }

  async open(side: BookingSide = 'owner'): Promise<void> {
    await this.page.goto('/dashboard?tab=bookings');
    await expect(this.tab()).toHaveAttribute('aria-selected', 'true');
    await this.show(side);
  }

  async show(side: BookingSide): Promise<void> {
    const tab = this.copy.bookings.tab;
    const toggle = this.page.getByRole('group', { name: tab.viewsLabel }).getByRole('button', { name: new RegExp(`^${escapeRegExp(tab[side])}`) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }

  /** The cards of a listing (several requests may name it), narrowed by text when given. */
  card(listingTitle: string, hasText?: string): Locator {
    const cards = this.page.getByRole('article', { name: listingTitle, exact: true });
    return hasText ? cards.filter({ hasText }) : cards;
  }

  /** A card's action button: Accept, Decline, Cancel booking... */
  action(card: Locator, action: 'accept' | 'decline' | 'cancel' | 'cancelRequest'): Locator {
    // Exact: in Hindi "Decline" (नामंज़ूर करें) contains "Accept" (मंज़ूर करें).
    return card.getByRole('button', { name: this.copy.bookings.card[action], exact: true });
  }

  async expectStatus(card: Locator, status: BookingStatus): Promise<void> {
    await expect(card.getByText(this.copy.bookings.status[status], { exact: true })).toBeVisible();
  }
}

/** The contact page's booking request (intent=booking). */
export async function sendBookingRequest(page: Page, message: string): Promise<void> {
  const copy = testCopy();
  await expect(page.getByRole('heading', { level: 1, name: copy.contact.page.bookingTitle })).toBeVisible();
  await page.getByRole('main').getByLabel(copy.contact.page.message, { exact: true }).fill(message);
  await page.getByRole('main').getByRole('button', { name: copy.bookings.contact.send }).click();
}
