import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { db } from '@pwa/db/app-db.ts';
import { ACCOUNT, resetOutboxTables } from '@pwa/test/outbox-fixtures.ts';
import { makeBookingReview, makeReviewBooking } from '@pwa/test/review-bookings.ts';
import { discardOperation } from '@pwa/sync/index.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { RateBookingButton } from './rate-booking-button.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const t = reviewMessages.rate;
const renterAction = t.renterAction;
const submit = () => screen.getByRole('button', { name: t.submit }) as HTMLButtonElement;
const textBox = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(textBox(), { target: { value: text } });

async function openDialog(name = renterAction): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('RateBookingButton', () => {
  beforeEach(async () => {
    await resetOutboxTables(ACCOUNT);
    await db.bookings.clear();
  });
  afterEach(() => vi.mocked(showToast).mockClear());

  it('asks the renter to rate the listing and its owner, the owner to rate the renter', async () => {
    const { unmount } = render(<RateBookingButton booking={makeReviewBooking({ role: 'renter' })} />);
    expect(await screen.findByRole('button', { name: renterAction })).toBeTruthy();
    unmount();
    render(<RateBookingButton booking={makeReviewBooking({ role: 'owner' })} />);
    const dialog = await openDialog(t.ownerAction);
    expect(within(dialog).getByRole('heading', { name: t.ownerAction })).toBeTruthy();
    expect(within(dialog).getByText(t.ownerSubject('Meera Nair', 'Canon EOS 200D camera'))).toBeTruthy();
  });

  it('shows nothing for a booking that cannot be rated', async () => {
    const { container } = render(<RateBookingButton booking={makeReviewBooking({ canReview: false, status: 'accepted' })} />);
    // The outbox is read first: give it the time to answer, then nothing must be there.
    await waitFor(() => expect(db.outbox.count()).resolves.toBe(0));
    expect(container.textContent).toBe('');
  });

  it('keeps Submit disabled until a star is chosen; the stars are radios read as "4 stars"', async () => {
    render(<RateBookingButton booking={makeReviewBooking()} />);
    const dialog = await openDialog();
    expect(submit().disabled).toBe(true);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    fireEvent.click(within(dialog).getByRole('radio', { name: t.starLabel(4) }));
    expect(submit().disabled).toBe(false);
  });

  it('refuses 1 to 9 characters with the at-least-10 message and queues nothing', async () => {
    render(<RateBookingButton booking={makeReviewBooking()} />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: t.starLabel(4) }));
    type('Good');
    fireEvent.click(submit());
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', t.tooShort.description);
    expect(textBox().getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('caps the text at 500 characters with a counter', async () => {
    render(<RateBookingButton booking={makeReviewBooking()} />);
    const dialog = await openDialog();
    type('Nice lens');
    expect(within(dialog).getByText(t.counter(9, 500))).toBeTruthy();
    expect(within(dialog).getByText(t.counterLabel(9, 500))).toBeTruthy();
    type('x'.repeat(620));
    expect(textBox().value).toHaveLength(500);
    expect(within(dialog).getByText(t.counter(500, 500))).toBeTruthy();
  });

  it('queues a rating without text, marks the booking, and then shows "You rated ★4"', async () => {
    const booking = makeReviewBooking();
    await db.bookings.put({ ...booking, fetchedAt: 1 });
    render(<RateBookingButton booking={booking} />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: t.starLabel(4) }));
    fireEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({ kind: 'booking.review', entity: `booking:${booking.id}`, payload: { bookingId: booking.id, body: { rating: 4, text: null } } });
    expect((await db.bookings.get(booking.id))?.pendingAction).toBe('review');
    expect(await screen.findByText(t.youRated(4))).toBeTruthy();
    expect(screen.queryByRole('button', { name: renterAction })).toBeNull();
    expect(showToast).toHaveBeenCalledWith('success', t.submitted.title, t.submitted.description);
  });

  it('sends the trimmed text when written', async () => {
    render(<RateBookingButton booking={makeReviewBooking()} />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: t.starLabel(5) }));
    type('  Owner was on time, lens spotless.  ');
    fireEvent.click(submit());
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.payload).toMatchObject({ body: { rating: 5, text: 'Owner was on time, lens spotless.' } });
  });

  it("shows the server's review once written", async () => {
    const booking = makeReviewBooking({ canReview: false });
    render(<RateBookingButton booking={{ ...booking, myReview: makeBookingReview(booking.id, { rating: 3 }) }} />);
    expect(await screen.findByText(t.youRated(3))).toBeTruthy();
    expect(screen.getByText(t.youRatedLabel(3))).toBeTruthy();
  });

  it("shows the review the outbox put on the device's copy, though the card's booking is older", async () => {
    const booking = makeReviewBooking();
    await db.bookings.put({ ...booking, canReview: false, myReview: makeBookingReview(booking.id, { rating: 5 }), fetchedAt: 2 });
    render(<RateBookingButton booking={booking} />);
    expect(await screen.findByText(t.youRated(5))).toBeTruthy();
    expect(screen.queryByRole('button', { name: renterAction })).toBeNull();
  });

  it('a refused rating is left to the card to explain and, discarded, can be written again', async () => {
    const booking = makeReviewBooking();
    render(<RateBookingButton booking={booking} />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: t.starLabel(2) }));
    fireEvent.click(submit());
    await screen.findByText(t.youRated(2));
    const failure = { status: 409, code: 'review-not-allowed', message: 'You have already rated this booking.', fields: {} };
    await db.outbox.toCollection().modify({ status: 'failed', error: failure });
    await waitFor(() => expect(screen.queryByText(t.youRated(2))).toBeNull());
    expect(screen.queryByRole('button', { name: renterAction })).toBeNull();
    const [op] = await db.outbox.toArray();
    await discardOperation(op!.seq);
    expect(await screen.findByRole('button', { name: renterAction })).toBeTruthy();
  });
});
