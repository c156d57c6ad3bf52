/**
 * Every screen passes axe (issue 15): WCAG 2.0/2.1 A and AA rules, no violations, in light and dark,
 * in English and Hindi, signed out, signed in (an owner with a listing that has a message, a booking
 * request and its notifications; a renter on the contact page) and as the administrator. The phone
 * and desktop projects run it at their sizes, so each screen is checked at both. The menus and the
 * sign-in dialog are checked open, since a closed one is not on the page to test.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import type { Message } from '@shared/api.ts';
import { E2E_ADMIN } from './admin-account.ts';
import type { E2eCopy } from './copy.ts';
import { test } from './fixtures.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What a violation says in the report: the rule, and where, so the failure points at the fix. */
interface Finding {
  rule: string;
  help: string;
  where: string[];
}

/**
 * Waits for the screen to settle (its main heading shown, nothing loading), then runs axe. The
 * violations are collected rather than asserted one by one, so one run lists every screen's.
 */
async function audit(page: Page, screen: string, findings: Record<string, Finding[]>): Promise<void> {
  await expect(page.locator('#root h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  if (violations.length) {
    findings[screen] = violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      where: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  }
}

async function visit(page: Page, url: string, screen: string, findings: Record<string, Finding[]>): Promise<void> {
  await page.goto(url);
  await audit(page, screen, findings);
}

/** Opens the phone's side menu or, on a wide screen, the avatar menu (signed in) or nothing. */
async function auditMenu(page: Page, copy: E2eCopy, screen: string, findings: Record<string, Finding[]>): Promise<void> {
  const header = page.getByRole('banner');
  const phoneMenu = header.getByRole('button', { name: copy.messages.header.openMenu });
  const avatar = header.getByRole('button', { name: copy.messages.header.accountMenu });
  await expect(phoneMenu.or(avatar).or(header.getByRole('button', { name: copy.messages.header.login })).first()).toBeVisible();
  if (await phoneMenu.isVisible()) {
    await phoneMenu.click();
    await expect(page.getByRole('dialog', { name: copy.messages.header.menuTitle })).toBeVisible();
  } else if (await avatar.isVisible()) {
    await avatar.click();
    await expect(page.getByRole('menu')).toBeVisible();
  } else {
    return;
  }
  await audit(page, screen, findings);
  await page.keyboard.press('Escape');
}

/** A listing with two photos, owned by a new account signed in on `request`; its id. */
async function listingWithPhotos(request: APIRequestContext): Promise<string> {
  return (await ownerWithListing(request, `Canon EOS 200D ${randomUUID().slice(0, 8)}`, '+919876543210', 2)).itemId;
}

/** A renter (in a context of their own) writes to the owner and asks to book; the conversation's id. */
async function renterGetsInTouch(browser: Browser, itemId: string): Promise<string> {
  const context = await browser.newContext();
  const renter = { ...newAccount(), fullName: 'Meera Iyer' };
  await registerAccount(context.request, renter);
  const sent = await context.request.post('/api/messages', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { itemId, name: renter.fullName, email: renter.email, phone: '+919812345678', message: 'Is it free this Saturday?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { conversationId } = (await sent.json()) as Message;
  const today = todayInIndia();
  const booked = await context.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { itemId, startDate: addDays(today, 7), endDate: addDays(today, 9), message: 'For a wedding in Pune.' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await context.close();
  return conversationId;
}

const variants = [
  { locale: 'en-IN', colorScheme: 'light' },
  { locale: 'en-IN', colorScheme: 'dark' },
  { locale: 'hi-IN', colorScheme: 'light' },
  { locale: 'hi-IN', colorScheme: 'dark' },
] as const;

for (const variant of variants) {
  test.describe(`${variant.locale}, ${variant.colorScheme}`, () => {
    test.use(variant);
    // Up to a dozen screens, each loaded and audited: more than the default half minute on a busy machine.
    test.describe.configure({ timeout: 120_000 });

    test('every signed-out screen, the menu and the sign-in dialog', async ({ page, browser, copy }) => {
      const owner = await browser.newContext();
      const itemId = await listingWithPhotos(owner.request);
      await owner.close();
      const findings: Record<string, Finding[]> = {};

      await visit(page, '/', 'home', findings);
      await auditMenu(page, copy, 'home, menu open', findings);
      // Free Listing (“List” on a phone) asks a visitor to sign in first.
      const header = page.getByRole('banner');
      const { freeListing, freeListingShort } = copy.messages.header;
      await header.getByRole('button', { name: freeListing, exact: true }).or(header.getByRole('button', { name: freeListingShort, exact: true })).first().click();
      await expect(page.getByRole('dialog', { name: copy.auth.dialog.title })).toBeVisible();
      await audit(page, 'sign-in dialog', findings);
      await visit(page, '/search?q=camera', 'search', findings);
      await visit(page, '/category/cameras', 'category', findings);
      await visit(page, `/item/${itemId}`, 'item', findings);
      await visit(page, `/item/${itemId}/availability`, 'availability', findings);
      await visit(page, '/no-such-page', 'not found', findings);
      expect(findings).toEqual({});
    });

    test('every screen of an owner with a message and a booking request', async ({ page, browser, copy }) => {
      const itemId = await listingWithPhotos(page.request);
      const conversationId = await renterGetsInTouch(browser, itemId);
      const findings: Record<string, Finding[]> = {};

      await visit(page, '/dashboard', 'dashboard: my listings', findings);
      await auditMenu(page, copy, 'dashboard, menu open', findings);
      for (const tab of ['bookings', 'messages', 'notifications', 'premium']) await visit(page, `/dashboard?tab=${tab}`, `dashboard: ${tab}`, findings);
      await visit(page, '/messages', 'inbox', findings);
      await visit(page, `/messages/${conversationId}`, 'thread', findings);
      await visit(page, `/item/${itemId}`, 'own item', findings);
      await visit(page, `/item/${itemId}/edit`, 'edit listing', findings);
      await visit(page, `/item/${itemId}/availability`, 'own availability', findings);
      await visit(page, '/create-listing', 'new listing', findings);
      await visit(page, '/favorites', 'favourites', findings);
      await visit(page, '/profile/edit', 'profile', findings);
      expect(findings).toEqual({});
    });

    test('a renter on a listing and its contact page', async ({ page, browser }) => {
      const owner = await browser.newContext();
      const itemId = await listingWithPhotos(owner.request);
      await owner.close();
      await registerAccount(page.request, newAccount());
      const findings: Record<string, Finding[]> = {};

      await visit(page, `/item/${itemId}`, 'item, signed in', findings);
      await visit(page, `/contact/${itemId}`, 'contact', findings);
      expect(findings).toEqual({});
    });

    test('the administrator', async ({ page }) => {
      const signedIn = await page.request.post('/api/login/email', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
      expect(signedIn.status()).toBe(200);
      const findings: Record<string, Finding[]> = {};

      await visit(page, '/admin', 'admin', findings);
      expect(findings).toEqual({});
    });
  });
}
