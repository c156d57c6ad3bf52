/**
 * The dashboard's Bookings tab (/dashboard?tab=bookings, issue 12): its two sides, each booking's
 * card with its status and actions, and the reason dialog of Decline and Cancel; plus the booking
 * request's Send on the contact page.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class BookingsTab {
  constructor(private readonly page: Page) {}

  async open(side: 'Requests for your listings' | 'Your bookings' = 'Requests for your listings'): Promise<void> {
    await this.page.goto('/dashboard?tab=bookings');
    await expect(this.page.getByRole('tab', { name: /^Bookings/, selected: true })).toBeVisible();
    await this.show(side);
  }

  async show(side: 'Requests for your listings' | 'Your bookings'): Promise<void> {
    const toggle = this.page.getByRole('group', { name: 'Which bookings' }).getByRole('button', { name: new RegExp(`^${side}`) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }

  /** The cards of a listing (several requests may name it), narrowed by text when given. */
  card(listingTitle: string, hasText?: string): Locator {
    const cards = this.page.getByRole('article', { name: listingTitle, exact: true });
    return hasText ? cards.filter({ hasText }) : cards;
  }

  async expectStatus(card: Locator, status: 'Pending' | 'Accepted' | 'Declined' | 'Cancelled' | 'Completed'): Promise<void> {
    await expect(card.getByText(status, { exact: true })).toBeVisible();
  }
}

/** The contact page's booking request (intent=booking). */
export async function sendBookingRequest(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Request' })).toBeVisible();
  await page.getByRole('main').getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('main').getByRole('button', { name: 'Send Booking Request' }).click();
}
