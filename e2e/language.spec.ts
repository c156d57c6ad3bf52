/**
 * English and Hindi: a first visit follows the browser's language, the switch in the
 * header (desktop) or the menu (phone) reloads into the other language and is remembered on the
 * device, and a signed-in switch is remembered on the account, which a new device then follows.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, type User } from '../shared/src/api.ts';
import { LOCALE_NAMES, type Locale } from '../shared/src/locale.ts';
import { heroMessages } from '../shared/src/messages/hero.ts';
import hindiShortcuts from '../shared/src/messages/hi/app-shortcuts.ts';
import hindiHero from '../shared/src/messages/hi/hero.ts';
import hindiLanguage from '../shared/src/messages/hi/language.ts';
import hindiCore from '../shared/src/messages/hi/messages.ts';
import { languageMessages } from '../shared/src/messages/language.ts';
import { messages } from '../shared/src/messages.ts';
import { newAccount, registerAccount } from './support.ts';

const copy = {
  en: { hero: heroMessages, core: messages, language: languageMessages },
  hi: { hero: hindiHero, core: hindiCore, language: hindiLanguage },
} as const;

async function expectPageIn(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('searchbox', { name: copy[locale].hero.searchLabel })).toBeVisible();
  await expect(page).toHaveTitle(copy[locale].core.brand.documentTitle);
}

/** Uses the switch a person would: the header's button on a wide screen, the menu's choice on a phone. */
async function switchLanguage(page: Page, from: Locale, to: Locale): Promise<void> {
  const headerButton = page.getByRole('button', { name: copy[from].language.switchTo(LOCALE_NAMES[to]) });
  const reloaded = page.waitForEvent('load');
  if (await headerButton.isVisible()) {
    await headerButton.click();
  } else {
    await page.getByRole('button', { name: copy[from].core.header.openMenu }).click();
    await page.getByRole('group', { name: copy[from].language.heading }).getByRole('button', { name: LOCALE_NAMES[to] }).click();
  }
  await reloaded;
}

test.describe('a Hindi browser', () => {
  test.use({ locale: 'hi-IN' });

  test('gets Kiraya in Hindi on its first visit, with the Hindi manifest', async ({ page }) => {
    await page.goto('/');
    await expectPageIn(page, 'hi');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.hi.webmanifest');
    const response = await page.request.get('/manifest.hi.webmanifest');
    expect(response.headers()['content-type']).toContain('manifest+json');
    expect(await response.json()).toMatchObject({
      lang: 'hi',
      name: 'Kiraya',
      description: hindiCore.brand.description,
      shortcuts: [{ name: hindiShortcuts.search.name }, { name: hindiShortcuts.listItem.name }],
    });
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-IN' });

  test('switches to Hindi and back, and the device remembers the choice', async ({ page }) => {
    await page.goto('/');
    await expectPageIn(page, 'en');
    await switchLanguage(page, 'en', 'hi');
    await expectPageIn(page, 'hi');
    await page.reload();
    await expectPageIn(page, 'hi');
    await switchLanguage(page, 'hi', 'en');
    await expectPageIn(page, 'en');
  });

  test("a signed-in switch is kept on the account, and a new device takes the account's language", async ({ page, browser }) => {
    const account = newAccount();
    await registerAccount(page.request, account);
    await page.goto('/');
    await page.request.post(apiPaths.loginEmail, { data: { username: account.username, password: account.password } });
    await page.reload();
    // The switch is the app's: wait for it to run (the page's first screen has no buttons).
    await expectPageIn(page, 'en');
    await switchLanguage(page, 'en', 'hi');
    await expectPageIn(page, 'hi');
    await expect.poll(async () => ((await (await page.request.get(apiPaths.authUser)).json()) as User).locale).toBe('hi');

    // Another phone, never told a language, its browser in English: signing in brings Hindi.
    // The sign-in goes by the API with the first page closed: an app left running would notice the
    // session itself and reload into Hindi, racing a reload of the test's.
    const other = await browser.newContext({ locale: 'en-IN', baseURL: test.info().project.use.baseURL });
    const firstVisit = await other.newPage();
    await firstVisit.goto('/');
    await expectPageIn(firstVisit, 'en');
    await firstVisit.close();
    await other.request.post(apiPaths.loginEmail, { data: { username: account.username, password: account.password } });
    const phone = await other.newPage();
    await phone.goto('/');
    await expectPageIn(phone, 'hi');
    await other.close();
  });
});
