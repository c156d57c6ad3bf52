/**
 * English and Hindi: a first visit follows the browser's language, the switch in the
 * header (desktop) or the menu (phone) reloads into the other language and is remembered on the
 * device, and a signed-in switch is remembered on the account as the user's choice. Signing in never
 * changes a device's language: a chosen one is offered there once.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { apiPaths, type User } from '../shared/src/api.ts';
import { LOCALE_NAMES, type Locale } from '../shared/src/locale.ts';
import { heroMessages } from '../shared/src/messages/hero.ts';
import hindiShortcuts from '../shared/src/messages/hi/app-shortcuts.ts';
import hindiHero from '../shared/src/messages/hi/hero.ts';
import hindiLanguage from '../shared/src/messages/hi/language.ts';
import hindiCore from '../shared/src/messages/hi/messages.ts';
import { languageMessages } from '../shared/src/messages/language.ts';
import { messages } from '../shared/src/messages.ts';
import { copyFor } from './copy.ts';
import { AuthDialog, type Account } from './page-models/auth-dialog.ts';
import { newAccount, registerAccount } from './support.ts';

const copy = {
  en: { hero: heroMessages, core: messages, language: languageMessages },
  hi: { hero: hindiHero, core: hindiCore, language: hindiLanguage },
} as const;

/** The signed-in account as the server has it. */
async function accountOf(request: APIRequestContext): Promise<User> {
  return (await (await request.get(apiPaths.authUser)).json()) as User;
}

/** A 360 px phone whose browser speaks `browserLanguage`, with the phone project's settings. */
function phoneIn(browser: Browser, browserLanguage: 'en-IN' | 'hi-IN'): Promise<BrowserContext> {
  return browser.newContext({
    locale: browserLanguage,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
    baseURL: test.info().project.use.baseURL,
  });
}

/** Signs in as a person does on a phone, from the menu's Login, on a page in `locale`. */
async function signInOnPhone(page: Page, locale: Locale, account: Account): Promise<void> {
  const { header } = copy[locale].core;
  await page.getByRole('banner').getByRole('button', { name: header.openMenu }).click();
  await page.getByRole('dialog', { name: header.menuTitle }).getByRole('button', { name: header.login, exact: true }).click();
  await new AuthDialog(page, copyFor(locale)).logIn(account.username, account.password);
  await expect(page.getByRole('banner').getByRole('button', { name: header.accountMenu })).toBeVisible();
}

/** The offer of the account's chosen language `offered`, on a page in the other. */
function languageOffer(page: Page, offered: Locale): Locator {
  return page.getByRole('region', { name: copyFor(offered === 'hi' ? 'en' : 'hi').languageOffer.title(LOCALE_NAMES[offered]) });
}

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

  test('a signed-in switch is kept on the account as the user’s choice', async ({ page }) => {
    const account = newAccount();
    await registerAccount(page.request, account);
    await page.goto('/');
    await page.request.post(apiPaths.loginEmail, { data: { username: account.username, password: account.password } });
    await page.reload();
    // The switch is the app's: wait for it to run (the page's first screen has no buttons).
    await expectPageIn(page, 'en');
    await switchLanguage(page, 'en', 'hi');
    await expectPageIn(page, 'hi');
    await expect.poll(async () => accountOf(page.request)).toMatchObject({ locale: 'hi', localeChosen: true });
  });
});

test('signing in on a phone never changes its language, and the language an account chose is offered there once', async ({ browser, request }) => {
  // Three phones and three sign-ins, one after another: on a slow host the whole walk outlasts 30 s.
  test.setTimeout(60_000);
  // An account made in an English browser, whose user never touched the switch.
  const madeInEnglish = newAccount();
  const englishBrowser = await phoneIn(browser, 'en-IN');
  await registerAccount(englishBrowser.request, madeInEnglish);
  await (await englishBrowser.newPage()).goto('/');
  await expect.poll(async () => (await accountOf(englishBrowser.request)).locale).toBe('en');
  await englishBrowser.close();

  // Signed in on a phone whose browser speaks Hindi, Kiraya stays in Hindi, in the same page: no reload.
  const hindiPhone = await phoneIn(browser, 'hi-IN');
  const onHindiPhone = await hindiPhone.newPage();
  await onHindiPhone.goto('/');
  await expectPageIn(onHindiPhone, 'hi');
  await onHindiPhone.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await signInOnPhone(onHindiPhone, 'hi', madeInEnglish);
  // The phone tells the account the language it is read in, for its alerts.
  await expect.poll(async () => accountOf(onHindiPhone.request)).toMatchObject({ locale: 'hi', localeChosen: false });
  await expectPageIn(onHindiPhone, 'hi');
  expect(await onHindiPhone.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  await hindiPhone.close();

  // An account whose user chose हिन्दी, signing in on English phones: Hindi is offered, English stays until then.
  const choseHindi = newAccount();
  await registerAccount(request, choseHindi);
  const chosen = await request.put(apiPaths.userLocale((await accountOf(request)).id), { data: { locale: 'hi', chosen: true } });
  expect(chosen.status()).toBe(200);
  const offerCopy = copyFor('en').languageOffer;

  const accepting = await phoneIn(browser, 'en-IN');
  const accept = await accepting.newPage();
  await accept.goto('/');
  await expectPageIn(accept, 'en');
  await signInOnPhone(accept, 'en', choseHindi);
  await expect(languageOffer(accept, 'hi')).toBeVisible();
  await expectPageIn(accept, 'en');
  const reloaded = accept.waitForEvent('load');
  await languageOffer(accept, 'hi').getByRole('button', { name: offerCopy.switchTo(LOCALE_NAMES.hi) }).click();
  await reloaded;
  await expectPageIn(accept, 'hi');
  await accepting.close();

  const declining = await phoneIn(browser, 'en-IN');
  const decline = await declining.newPage();
  await decline.goto('/');
  await signInOnPhone(decline, 'en', choseHindi);
  await languageOffer(decline, 'hi').getByRole('button', { name: offerCopy.keep(LOCALE_NAMES.en) }).click();
  await expect(languageOffer(decline, 'hi')).toBeHidden();
  await expectPageIn(decline, 'en');
  // Not offered again on this phone: after a reload the app knows who is signed in, and asks nothing.
  const offerChunks: string[] = [];
  decline.on('request', (sent) => {
    if (sent.url().includes('language-offer')) offerChunks.push(sent.url());
  });
  await decline.reload();
  await expectPageIn(decline, 'en');
  await expect(decline.getByRole('banner').getByRole('button', { name: messages.header.accountMenu })).toBeVisible();
  expect(offerChunks).toEqual([]);
  await expect(languageOffer(decline, 'hi')).toBeHidden();
  await declining.close();
});
