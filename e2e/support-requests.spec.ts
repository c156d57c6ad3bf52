/**
 * Contact support end to end on a 360-px phone: a signed-in user follows the footer's "Contact
 * support" to /support and sends a message (the profile page links there too); the tests'
 * administrator answers it in /admin's Support tab; the user finds the answer in their notifications
 * and marked answered on the support page.
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HomePage } from './page-models/home-page.ts';
import { newAccount, registerAccount, signInAsAdmin } from './support.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** What axe finds wrong on the page as it is now (none expected). */
const violations = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

test('a message sent from the footer’s Contact support is answered in /admin and reaches the user’s notifications', async ({ page, browser }) => {
  test.slow();
  const account = newAccount();
  await registerAccount(page.request, account);
  const question = `My listing photos do not upload on my phone (${randomBytes(3).toString('hex')}).`;

  // The profile page offers the way to support as well.
  await page.goto('/profile/edit');
  await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();

  const home = new HomePage(page);
  await home.goto();
  // The footer is drawn with the rest of home below the fold, once the page is scrolled.
  await home.section('recent');
  const footer = page.getByRole('navigation', { name: 'Explore' });
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();

  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByText('You have not contacted support yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please write your message', { exact: true })).toBeVisible();
  await page.getByLabel('Your message').fill(question);
  await page.screenshot({ path: test.info().outputPath('support-form-360.png'), fullPage: true });
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message has reached our support team.')).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: question }).getByText('Open', { exact: true })).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, 'en');
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Support' }).click();
  const card = admin.getByRole('listitem', { name: `${account.fullName} (@${account.username})` });
  await expect(card.getByText(question)).toBeVisible();
  await expect(card.getByText(account.email)).toBeVisible();
  await card.getByLabel('Your answer').fill('Please update the app and try again on Wi-Fi.');
  await admin.screenshot({ path: test.info().outputPath('admin-support-queue-360.png'), fullPage: true });
  expect(await violations(admin)).toEqual([]);
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(card.getByText('Answered', { exact: true })).toBeVisible();
  await expect(card.getByText('Please update the app and try again on Wi-Fi.')).toBeVisible();
  await adminContext.close();

  await page.goto('/dashboard?tab=notifications');
  const notice = page.getByRole('article', { name: 'Kiraya support answered your request', exact: true });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Please update the app and try again on Wi-Fi.')).toBeVisible();

  await page.goto('/support');
  await expect(mine.getByRole('listitem').filter({ hasText: question }).getByText('Answered', { exact: true })).toBeVisible();
  await expect(mine.getByText('Please update the app and try again on Wi-Fi.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
