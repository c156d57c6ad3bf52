/**
 * Rating a completed booking from the dashboard's Bookings tab: the booking's rating
 * button ("Rate the listing and its owner" / "Rate the renter"), its dialog, and "You rated ★4".
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Booking } from '@shared/api.ts';

/** The Bookings tab opened on one booking, as a link to it opens it (on the viewer's side of it). */
export const bookingUrl = (bookingId: string): string => `/dashboard?tab=bookings&booking=${bookingId}`;

export class BookingRating {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async openBooking(bookingId: string): Promise<void> {
    await this.page.goto(bookingUrl(bookingId));
    await expect(this.page.getByRole('tab', { name: /Bookings/, selected: true })).toBeVisible();
  }

  /** The booking's card in the Bookings tab, found by its listing's title. */
  booking(itemTitle: string): Locator {
    return this.page.getByRole('main').getByRole('article').filter({ hasText: itemTitle });
  }

  async openDialog(itemTitle: string, action: 'Rate the listing and its owner' | 'Rate the renter'): Promise<void> {
    await this.booking(itemTitle).getByRole('button', { name: action, exact: true }).click();
    await expect(this.dialog.getByRole('heading', { name: action, exact: true })).toBeVisible();
  }

  /** Chooses the stars by keyboard, as a screen reader user would: the radios read "4 stars". */
  async chooseStars(stars: number): Promise<void> {
    const radio = this.dialog.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars`, exact: true });
    await radio.check();
    await expect(radio).toBeChecked();
  }

  async write(text: string): Promise<void> {
    await this.dialog.getByRole('textbox').fill(text);
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Submit Review', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  /**
   * Once the server has the review: "You rated ★4", no longer waiting, no button to rate again, and
   * the server's booking carries it. The card shows "You rated" from the queued review too, and its
   * "waiting to sync" can be read before it first shows: only the server can say the outbox sent it.
   */
  async expectRated(bookingId: string, itemTitle: string, stars: number): Promise<void> {
    const card = this.booking(itemTitle);
    await expect(card.getByText(`You rated ★${stars}`, { exact: true })).toBeVisible();
    await expect(card.getByText('Rating waiting to sync', { exact: true })).toBeHidden();
    await expect(card.getByRole('button', { name: /^Rate the/ })).toHaveCount(0);
    const serverRating = async (): Promise<number | null> => {
      const booking = (await (await this.page.request.get(`/api/bookings/${bookingId}`)).json()) as Pick<Booking, 'myReview'>;
      return booking.myReview?.rating ?? null;
    };
    await expect.poll(serverRating, { message: 'the server has the review the outbox sent' }).toBe(stars);
  }
}
