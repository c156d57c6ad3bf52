/**
 * Contact support end to end on a 360-px phone: a signed-in user follows the footer's "Contact
 * support" to /support and sends a message (the profile page links there too); the tests'
 * administrator answers it in /admin's Support tab; the user finds the answer in their notifications
 * and marked answered on the support page. Every word comes from the test's copy: the Hindi phone runs
 * this file too.
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { HomePage } from './page-models/home-page.ts';
import { newAccount, registerAccount, signInAsAdmin } from './support.ts';

test.use({ viewport: { width: 360, height: 740 } });
test.skip(({ isMobile }) => !isMobile, 'a user on a 360-px phone');

/** What axe finds wrong on the page as it is now (none expected). */
const violations = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

test('a message sent from the footer’s Contact support is answered in /admin and reaches the user’s notifications', { tag: '@language' }, async ({ page, browser, copy, lang }) => {
  test.slow();
  const { support } = copy;
  const answer = 'Please update the app and try again on Wi-Fi.';
  const account = newAccount();
  await registerAccount(page.request, account);
  const question = `My listing photos do not upload on my phone (${randomBytes(3).toString('hex')}).`;

  // The profile page offers the way to support as well.
  await page.goto('/profile/edit');
  await expect(page.getByRole('main').getByRole('link', { name: copy.profile.support.link })).toBeVisible();

  const home = new HomePage(page);
  await home.goto();
  // The footer is drawn with the rest of home below the fold, once the page is scrolled.
  await home.section('recent');
  const footer = page.getByRole('navigation', { name: copy.browse.footer.explore });
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: copy.browse.footer.support }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: support.page.title })).toBeVisible();

  const mine = page.getByRole('region', { name: support.mine.heading });
  await expect(mine.getByText(support.mine.empty)).toBeVisible();
  await page.getByRole('button', { name: support.form.submit }).click();
  await expect(page.getByText(support.validation.messageRequired, { exact: true })).toBeVisible();
  await page.getByLabel(support.form.label).fill(question);
  await page.screenshot({ path: test.info().outputPath(`support-form-360-${lang}.png`), fullPage: true });
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: support.form.submit }).click();
  await expect(page.getByText(support.form.thanksTitle)).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: question }).getByText(support.mine.open, { exact: true })).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, lang);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: copy.documents.admin.title })).toBeVisible();
  await admin.getByRole('tab', { name: support.admin.tab }).click();
  const card = admin.getByRole('listitem', { name: support.admin.from(account.fullName, account.username) });
  await expect(card.getByText(question)).toBeVisible();
  await expect(card.getByText(account.email)).toBeVisible();
  await card.getByLabel(support.admin.answerLabel).fill(answer);
  await admin.screenshot({ path: test.info().outputPath(`admin-support-queue-360-${lang}.png`), fullPage: true });
  expect(await violations(admin)).toEqual([]);
  await card.getByRole('button', { name: support.admin.send }).click();
  await expect(card.getByText(support.admin.answered, { exact: true })).toBeVisible();
  await expect(card.getByText(answer)).toBeVisible();
  await adminContext.close();

  await page.goto('/dashboard?tab=notifications');
  const notice = page.getByRole('article', { name: copy.notifications.notificationMessages.supportAnsweredTitle, exact: true });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(answer)).toBeVisible();

  await page.goto('/support');
  await expect(mine.getByRole('listitem').filter({ hasText: question }).getByText(support.mine.answered, { exact: true })).toBeVisible();
  await expect(mine.getByText(answer)).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
