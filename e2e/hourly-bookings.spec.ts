/**
 * Bookings by the hour end to end: an owner lists a room priced per hour, open 09:00–21:00, through
 * the form; one renter books three hours tomorrow from the listing's page through the contact page, and
 * the owner accepts; another renter is no longer offered those hours, is refused an overlapping hour
 * asked of the API directly, and books the next hour, which the owner accepts too. Every word comes
 * from the test's copy (e2e/copy.ts). Phone only: the day calendar's journeys cover the other screens.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import type { Booking } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { hourSpanText } from '@shared/booking-hours-text.ts';
import { formatRupees } from '@shared/intl.ts';
import { categoryName } from './copy.ts';
import { expect, test } from './fixtures.ts';
import { BookingsTab, sendBookingRequest } from './page-models/bookings-tab.ts';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { HourPicker } from './page-models/hour-picker.ts';
import { ListingForm } from './page-models/listing-form.ts';
import { newAccount, registerAccount } from './support.ts';

/** A renter in a browser context of their own, signed in. */
async function renter(browser: Browser, fullName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerAccount(page.request, { ...newAccount(), fullName });
  return { context, page };
}

const at = (day: string, time: string): string => `${day}T${time}:00+05:30`;

test('an owner lists by the hour; booked hours are taken for the next renter, the hour after them is not', async ({ page, browser, copy, lang }) => {
  test.setTimeout(90_000);
  const hours = copy.calendar.hours;
  const today = todayInIndia();
  const tomorrow = addDays(today, 1);
  const title = `Recording studio ${randomUUID().slice(0, 8)}`;

  // The owner lists the room at ₹150 per hour, bookable 09:00–21:00.
  await registerAccount(page.request, { ...newAccount(), fullName: 'Ravi Kumar' });
  await page.goto('/create-listing');
  const form = new ListingForm(page);
  await form.expectTitle('create');
  await form.fill({ title, category: categoryName(copy, 'cameras', 'Cameras'), description: 'A quiet room with two microphones.', price: '150', duration: 'hour', city: { type: 'pune', choose: 'Pune, Maharashtra' } });
  await form.availableHours('09:00', '21:00');
  await form.submitButton('create').click();
  await expect(page).toHaveURL('/dashboard');
  // Its page, by the address My Listings links to (the "Listing Created!" toast may still lie over the card).
  const href = await new DashboardPage(page).listing(title).getByRole('link', { name: copy.listings.dashboard.viewDetails }).getAttribute('href');
  expect(href).toMatch(/^\/item\/[0-9a-f-]{36}$/);
  const itemId = href?.split('/')[2] ?? '';
  await page.goto(`/item/${itemId}`);
  // The owner's own page shows the hours read-only.
  const ownView = new HourPicker(page);
  await expect(ownView.root.getByText(hours.open('09:00', '21:00'))).toBeVisible();
  await expect(ownView.root.getByRole('link', { name: copy.calendar.manage })).toBeVisible();

  // Meera books 10:00–13:00 tomorrow.
  const meera = await renter(browser, 'Meera Iyer');
  await meera.page.goto(`/item/${itemId}`);
  const picker = new HourPicker(meera.page);
  await picker.pickDay(tomorrow, today);
  await picker.chooseHours(3);
  await picker.chooseStart('10:00', '13:00');
  await expect(picker.summary(hours.time)).toHaveText('10:00–13:00');
  await expect(picker.summary(copy.calendar.summary.total)).toContainText(formatRupees(450, lang));
  await picker.requestBooking.click();
  const details = meera.page.getByRole('region', { name: copy.conversations.contact.bookingDetails });
  await expect(details).toContainText('10:00–13:00');
  await expect(details).toContainText(copy.conversations.contact.hours(3));
  await sendBookingRequest(meera.page, 'For a podcast recording.');
  await expect(meera.page).toHaveURL(/\/dashboard\?tab=bookings&booking=[0-9a-f-]{36}$/);
  const meeraTab = new BookingsTab(meera.page);
  await meeraTab.expectStatus(meeraTab.card(title), 'pending');

  // The owner sees the day and time and the hours, and accepts.
  const ownerTab = new BookingsTab(page);
  await ownerTab.open();
  const request = ownerTab.card(title, 'Meera Iyer');
  await expect(request).toContainText(hourSpanText(at(tomorrow, '10:00'), at(tomorrow, '13:00'), lang));
  await expect(request).toContainText(copy.bookings.card.hours(3));
  await expect(request).toContainText(formatRupees(450, lang));
  await ownerTab.action(request, 'accept').click();
  await ownerTab.expectStatus(ownerTab.card(title, 'Meera Iyer'), 'accepted');

  // Arjun is no longer offered any start within 10:00–13:00 tomorrow.
  const arjun = await renter(browser, 'Arjun Mehta');
  await arjun.page.goto(`/item/${itemId}`);
  const arjunPicker = new HourPicker(arjun.page);
  await arjunPicker.pickDay(tomorrow, today);
  await expect(arjunPicker.start('09:00', '10:00')).toBeVisible();
  for (const start of ['10', '11', '12']) await expect(arjunPicker.start(`${start}:00`, `${Number(start) + 1}:00`)).toHaveCount(0);
  await expect(arjunPicker.start('13:00', '14:00')).toBeVisible();

  // Asked of the API directly, an hour overlapping Meera's is refused.
  const overlapping = await arjun.page.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { id: randomUUID(), itemId, startsAt: at(tomorrow, '12:00'), endsAt: at(tomorrow, '14:00') },
  });
  expect(overlapping.status()).toBe(409);
  expect(((await overlapping.json()) as { code: string }).code).toBe('booking-conflict');

  // The hour right after hers is free: requested from the page, and the owner accepts it.
  await arjunPicker.chooseStart('13:00', '14:00');
  await arjunPicker.requestBooking.click();
  await sendBookingRequest(arjun.page, 'One hour for a voice-over.');
  await expect(arjun.page).toHaveURL(/\/dashboard\?tab=bookings&booking=[0-9a-f-]{36}$/);
  const bookingId = new URL(arjun.page.url()).searchParams.get('booking') ?? '';
  const accepted = await page.request.post(`/api/bookings/${bookingId}/accept`, { headers: { 'Idempotency-Key': randomUUID() } });
  expect(accepted.status()).toBe(200);
  expect((await accepted.json()) as Booking).toMatchObject({ status: 'accepted', startsAt: at(tomorrow, '13:00'), endsAt: at(tomorrow, '14:00'), hours: 1 });

  await meera.context.close();
  await arjun.context.close();
});
