/**
 * Every screen passes axe (WCAG 2.0/2.1 A and AA, no violations) in English (light and dark, at phone
 * and desktop size) and Hindi (at phone size), signed out, signed in and as the administrator. A screen is checked once
 * its real content is drawn (page-models/settled-screen.ts); what shows only while open (menus, dialogs,
 * pickers, forms with errors, a toast) is checked open. At phone size every control is also ≥ 44 × 44 px.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import axe from 'axe-core';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { Booking } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { verhoeffDigit } from '../shared/src/documents/verhoeff.ts';
import { escapeRegExp, type E2eCopy } from './copy.ts';
import { test } from './fixtures.ts';
import { showColorScheme, type ColorScheme } from './page-models/color-scheme.ts';
import { settleScreen } from './page-models/settled-screen.ts';
import { freeListingButton } from './page-models/site-header.ts';
import { MIN_TARGET, smallTargets } from './page-models/touch-targets.ts';
import { newAccount, ownerWithListing, registerAccount, renterGetsInTouch, signInAsAdmin } from './support.ts';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What a violation says in the report: the rule, and where, so the failure points at the fix. */
interface Finding {
  rule: string;
  help: string;
  where: string[];
}

const TOASTER = '[data-sonner-toaster]';
const toasts = (page: Page): Locator => page.locator('[data-sonner-toast]');

/** Resolves once every transition or animation that ends has ended: a colour read half way through its change would be judged wrong. */
const changesDone = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });

/**
 * The rules whose verdict a colour scheme can change. The dark theme changes colours only (the colour
 * tokens, and text, background and border utilities), so a screen's other rules give the same verdict
 * in every scheme and run once, in the first.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core, put in a page once: a later audit of the same page runs the copy already there, whose code
 * the browser has compiled and warmed, rather than the whole library parsed again.
 */
const axeOncePerPage = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/** Marks the open layer whose colours an audit judges, for the while of that audit. */
const LAYER_MARK = 'data-audited-layer';

/**
 * axe in the page. Legacy mode runs it in the page itself; the default opens a blank page per audit to
 * put the frames' results together, which took as long again. Kiraya's pages have no cross-origin
 * frames, the one thing only the default reaches. Only the violations are reported, so only they are built.
 */
const axeOn = (page: Page): AxeBuilder => new AxeBuilder({ page, axeSource: axeOncePerPage }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/**
 * The screens a test audits, each in every colour scheme of the test, with what axe finds: collected
 * rather than asserted one by one, so one run lists every screen's violations. A screen is loaded once
 * and audited in each scheme in turn (the app follows the system's scheme as it changes).
 */
class ScreenAudits {
  readonly findings: Record<string, Finding[]> = {};

  /** `touchTargets`: also measure every control against a finger (at phone size), once per screen. */
  constructor(
    private readonly schemes: readonly ColorScheme[],
    private readonly touchTargets: boolean,
  ) {}

  /**
   * Waits for the screen to settle (see settled-screen.ts; an open dialog or menu is not scrolled
   * under), then audits it in each scheme. A toast that belongs to the screen is passed as `toast`
   * and held while it is read: sonner keeps a toast while the pointer is over its list (told by
   * events here, as an open dialog leaves the list no pointer). Any other toast, left from a screen
   * before and audited there, is left out: one leaving during an audit would be judged half transparent.
   *
   * `layer` is a dialog or menu open over the page. The whole page is audited with it open, but its
   * colours are judged in the layer (and the toast) only: the page under a modal layer is dimmed or
   * covered on purpose, and was judged as a screen of its own.
   */
  async check(page: Page, screen: string, { scroll = true, toast, layer }: { scroll?: boolean; toast?: Locator; layer?: Locator } = {}): Promise<void> {
    await settleScreen(page, { scroll });
    if (toast) {
      await toast.dispatchEvent('mouseover');
      await expect(toast).toHaveAttribute('data-expanded', 'true');
    }
    if (this.touchTargets) {
      const small = await smallTargets(page);
      if (small.length) this.findings[`${screen} (touch targets)`] = [{ rule: 'touch-target', help: `Every control is at least ${MIN_TARGET} × ${MIN_TARGET} px`, where: small }];
    }
    if (layer) await layer.evaluate((element, mark) => element.setAttribute(mark, ''), LAYER_MARK);
    const shown: ColorScheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) ? 'dark' : 'light';
    const order = [...this.schemes].sort((a, b) => Number(b === shown) - Number(a === shown));
    for (const [index, scheme] of order.entries()) {
      if (scheme !== shown) await showColorScheme(page, scheme);
      await changesDone(page);
      // The first scheme runs every rule, the others only the colour rules; with a layer open, the
      // colour rules run in the layer (and the screen's toast) and the others on the whole page.
      const wholePage = (): AxeBuilder => (toast ? axeOn(page) : axeOn(page).exclude(TOASTER));
      const runs: AxeBuilder[] = [];
      if (layer) {
        const colours = axeOn(page).withRules(COLOUR_RULES).include(`[${LAYER_MARK}]`);
        runs.push(toast ? colours.include(TOASTER) : colours);
        if (index === 0) runs.push(wholePage().withTags(WCAG_A_AA).disableRules(COLOUR_RULES));
      } else {
        runs.push(index === 0 ? wholePage().withTags(WCAG_A_AA) : wholePage().withRules(COLOUR_RULES));
      }
      const violations: Result[] = [];
      // One after the other: axe runs once at a time in a page.
      for (const run of runs) violations.push(...(await run.analyze()).violations);
      if (violations.length) {
        this.findings[`${screen} (${scheme})`] = violations.map((violation) => ({
          rule: violation.id,
          help: violation.help,
          where: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        }));
      }
    }
    if (layer) await layer.evaluate((element, mark) => element.removeAttribute(mark), LAYER_MARK);
    if (toast) await toast.dispatchEvent('mouseout');
  }

  /** Audits the screen with something open over it (a dialog, a menu, a list): the page under it is not scrolled. */
  checkOpen(page: Page, screen: string, open: { toast?: Locator; layer?: Locator } = {}): Promise<void> {
    return this.check(page, screen, { scroll: false, ...open });
  }

  async visit(page: Page, url: string, screen: string): Promise<void> {
    await page.goto(url);
    await this.check(page, screen);
  }

  /** Opens a dialog with `opener`, audits it and closes it with Escape. */
  async dialog(page: Page, opener: Locator, dialog: Locator, screen: string): Promise<void> {
    await opener.click();
    await expect(dialog).toBeVisible();
    await this.checkOpen(page, screen, { layer: dialog });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  /** Opens the phone's side menu or, on a wide screen, the avatar menu (signed in) or nothing. */
  async menu(page: Page, copy: E2eCopy, screen: string): Promise<void> {
    const header = page.getByRole('banner');
    const phoneMenu = header.getByRole('button', { name: copy.messages.header.openMenu });
    const avatar = header.getByRole('button', { name: copy.messages.header.accountMenu });
    await expect(phoneMenu.or(avatar).or(header.getByRole('button', { name: copy.messages.header.login })).first()).toBeVisible();
    let layer: Locator;
    if (await phoneMenu.isVisible()) {
      await phoneMenu.click();
      layer = page.getByRole('dialog', { name: copy.messages.header.menuTitle });
    } else if (await avatar.isVisible()) {
      await avatar.click();
      layer = page.getByRole('menu');
    } else {
      return;
    }
    await expect(layer).toBeVisible();
    await this.checkOpen(page, screen, { layer });
    await page.keyboard.press('Escape');
  }
}

/** The toast saying `text`, once shown. */
async function shownToast(page: Page, text: string): Promise<Locator> {
  const toast = toasts(page).filter({ hasText: text });
  await expect(toast).toBeVisible();
  return toast;
}

async function post<T>(request: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const response = await request.post(url, { headers: { 'Idempotency-Key': randomUUID() }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A listing with two photos, owned by a new account signed in on `request`; its id. */
async function listingWithPhotos(request: APIRequestContext): Promise<string> {
  return (await ownerWithListing(request, `Canon EOS 200D ${randomUUID().slice(0, 8)}`, '+919876543210', 2)).itemId;
}

/** A valid Aadhaar number no other test uses: 11 random digits (not starting 0 or 1) and its check digit. */
function aadhaarNumber(): string {
  const first11 = String(2 + Math.floor(Math.random() * 8)) + String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  return first11 + verhoeffDigit(first11);
}

/** A new user sends an identity document (as e2e/documents.spec.ts does, through the API); their username. */
async function pendingDocument(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const user = newAccount();
  await registerAccount(context.request, user);
  await post(context.request, '/api/verification-documents', { documentType: 'aadhaar', documentNumber: aadhaarNumber(), holderName: user.fullName, documentImageUrls: [] });
  await context.close();
  return user.username;
}

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/**
 * The install instructions, shown by a browser that has no install dialog of its own (an iPhone's
 * Safari; Firefox on a computer): a page of its own in such a browser, opened from the menu.
 */
async function auditInstallInstructions(browser: Browser, copy: E2eCopy, isMobile: boolean, audits: ScreenAudits): Promise<void> {
  const context = await browser.newContext({ userAgent: isMobile ? IPHONE_SAFARI : FIREFOX_DESKTOP });
  const page = await context.newPage();
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'onbeforeinstallprompt');
    Reflect.deleteProperty(Window.prototype, 'onbeforeinstallprompt');
  });
  await page.goto('/');
  await settleScreen(page);
  const header = page.getByRole('banner');
  const phoneMenu = header.getByRole('button', { name: copy.messages.header.openMenu });
  await expect(phoneMenu.or(header.getByRole('button', { name: copy.install.installApp })).first()).toBeVisible();
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  await page.getByRole('button', { name: copy.install.installApp }).filter({ visible: true }).click();
  const instructions = page.getByRole('dialog', { name: copy.installHelp.instructions.title });
  await expect(instructions).toBeVisible();
  await audits.checkOpen(page, 'install instructions', { layer: instructions });
  await context.close();
}

/**
 * English is audited in light and in dark at both sizes. Hindi changes the words and their length, not
 * the colours or what a wide screen adds (the header's menus, the side-by-side layouts, which English
 * audits): its screens are audited in dark, at phone size, where its longer words are tightest.
 */
const variants = [
  { locale: 'en-IN', schemes: (): ColorScheme[] => ['light', 'dark'], wideScreen: true },
  { locale: 'hi-IN', schemes: (): ColorScheme[] => ['dark'], wideScreen: false },
] as const;

for (const variant of variants) {
  test.describe(variant.locale, () => {
    test.use({ locale: variant.locale });
    test.skip(({ isMobile }) => !isMobile && !variant.wideScreen, 'audited at phone size only');
    // A dozen and more screens, each loaded, scrolled through and audited: minutes on a busy machine.
    test.describe.configure({ timeout: 180_000 });

    test('every signed-out screen, the menu, the gallery and the sign-in dialog with its errors and a toast', async ({ page, browser, copy, isMobile }) => {
      const owner = await browser.newContext();
      const itemId = await listingWithPhotos(owner.request);
      await owner.close();
      const audits = new ScreenAudits(variant.schemes(), isMobile);

      await audits.visit(page, '/', 'home');
      await audits.menu(page, copy, 'home, menu open');
      // Free Listing (“List” on a phone) asks a visitor to sign in first.
      await freeListingButton(page, copy).click();
      const auth = copy.auth.dialog;
      const dialog = page.getByRole('dialog', { name: auth.title });
      await expect(dialog).toBeVisible();
      await audits.checkOpen(page, 'sign-in dialog, Sign Up', { layer: dialog });
      await dialog.getByRole('button', { name: auth.createAccount }).click();
      await expect(dialog.getByText(copy.auth.validation.usernameMin).or(dialog.locator('[aria-invalid="true"]')).first()).toBeVisible();
      await audits.checkOpen(page, 'sign-in dialog, Sign Up with its errors', { layer: dialog });
      await dialog.getByRole('tab', { name: auth.logInTab }).click();
      await audits.checkOpen(page, 'sign-in dialog, Log In', { layer: dialog });
      await dialog.getByRole('button', { name: auth.signIn, exact: true }).click();
      await expect(dialog.getByText(copy.auth.validation.usernameRequired, { exact: true })).toBeVisible();
      await audits.checkOpen(page, 'sign-in dialog, Log In with its errors', { layer: dialog });
      // A refused sign-in: its toast over the dialog.
      await dialog.getByLabel(auth.usernameOrEmail, { exact: true }).fill(`nobody_${randomUUID().slice(0, 8)}`);
      await dialog.getByLabel(auth.password, { exact: true }).fill('not-the-password-1');
      await dialog.getByRole('button', { name: auth.signIn, exact: true }).click();
      await audits.checkOpen(page, 'sign-in dialog with a toast', { layer: dialog, toast: await shownToast(page, copy.auth.toasts.loginFailed.title) });

      await audits.visit(page, '/search?q=camera', 'search');
      await audits.visit(page, `/search?q=${randomUUID().slice(0, 12)}`, 'search without results');
      await expect(page.getByText(copy.browse.search.empty, { exact: true })).toBeVisible();
      await audits.visit(page, '/category/cameras', 'category');
      await audits.visit(page, `/item/${itemId}`, 'item');
      await audits.dialog(
        page,
        page.getByRole('main').getByRole('button', { name: copy.browse.item.showMedia(2, 2), exact: true }),
        page.getByRole('dialog'),
        'gallery',
      );
      await audits.visit(page, `/item/${itemId}/availability`, 'availability');
      await audits.visit(page, `/contact/${itemId}`, 'contact, signed out');
      await audits.visit(page, `/item/${randomUUID()}`, 'item not found');
      await expect(page.getByRole('heading', { level: 1, name: copy.browse.item.notFound })).toBeVisible();
      await audits.visit(page, '/no-such-page', 'not found');
      await auditInstallInstructions(browser, copy, isMobile, audits);
      expect(audits.findings).toEqual({});
    });

    test('every screen of an owner with a message and a booking request', async ({ page, browser, copy, isMobile }) => {
      const itemId = await listingWithPhotos(page.request);
      const conversationId = await renterGetsInTouch(browser, itemId, { book: true });
      const audits = new ScreenAudits(variant.schemes(), isMobile);

      await audits.visit(page, '/dashboard', 'dashboard: my listings');
      await audits.menu(page, copy, 'dashboard, menu open');
      const main = page.getByRole('main');
      const dashboard = copy.listings.dashboard;
      await audits.dialog(page, main.getByRole('button', { name: dashboard.delete }).first(), page.getByRole('alertdialog'), 'delete confirmation');
      await audits.dialog(
        page,
        main.getByRole('button', { name: copy.profile.picture.changeLabel, exact: true }),
        page.getByRole('dialog', { name: copy.profile.picture.dialogTitle }),
        'profile picture dialog',
      );
      for (const tab of ['bookings', 'messages', 'notifications']) await audits.visit(page, `/dashboard?tab=${tab}`, `dashboard: ${tab}`);

      // The booking request's Decline asks for a reason.
      await page.goto('/dashboard?tab=bookings');
      const views = page.getByRole('group', { name: copy.bookings.tab.viewsLabel });
      await views.getByRole('button', { name: new RegExp(`^${escapeRegExp(copy.bookings.tab.owner)}`) }).click();
      await audits.dialog(page, main.getByRole('button', { name: copy.bookings.card.decline, exact: true }).first(), page.getByRole('alertdialog'), 'decline reason dialog');

      await audits.visit(page, '/messages', 'inbox');
      await audits.visit(page, `/messages/${conversationId}`, 'thread');
      await main.getByRole('button', { name: copy.conversations.thread.menu }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audits.checkOpen(page, 'thread, block menu open', { layer: page.getByRole('menu') });
      await page.keyboard.press('Escape');
      await audits.visit(page, `/item/${itemId}`, 'own item');
      await audits.visit(page, `/item/${itemId}/edit`, 'edit listing');
      await audits.visit(page, `/item/${itemId}/availability`, 'own availability');
      await audits.visit(page, '/favorites', 'favourites');
      await audits.visit(page, '/profile/edit', 'profile');
      expect(audits.findings).toEqual({});
    });

    test('the listing form with its errors and the city picker, and Go Premium with its checkout and receipt', async ({ page, copy, isMobile }) => {
      await registerAccount(page.request, newAccount());
      const audits = new ScreenAudits(variant.schemes(), isMobile);
      const main = page.getByRole('main');

      await audits.visit(page, '/create-listing', 'new listing');
      const form = copy.listings.form;
      await main.getByRole('button', { name: form.publish }).click();
      await expect(main.locator('[aria-invalid="true"]').first()).toBeFocused();
      await audits.checkOpen(page, 'new listing with its errors');
      await main.getByLabel(copy.listings.media.addPhotos).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
      await expect(main.getByLabel(copy.listings.media.addPhotos)).toHaveAttribute('aria-invalid', 'true');
      await audits.checkOpen(page, 'new listing with a refused photo', { toast: await shownToast(page, copy.listings.media.invalidPhotoType.title) });
      const city = main.getByRole('combobox', { name: form.city });
      await city.fill('pune');
      await expect(main.getByRole('listbox', { name: copy.listings.cityPicker.listLabel })).toBeVisible();
      await audits.checkOpen(page, 'city picker open');
      await city.fill('qqqqzz');
      await expect(main.getByText(copy.listings.cityPicker.empty, { exact: true }).first()).toBeVisible();
      await audits.checkOpen(page, 'city picker, no city found');
      await page.keyboard.press('Escape');

      await audits.visit(page, '/dashboard?tab=premium', 'dashboard: premium');
      await main.getByRole('button', { name: copy.premium.plan.subscribe }).first().click();
      const checkout = page.getByRole('dialog');
      await expect(checkout.getByText(copy.premium.testMode)).toBeVisible();
      await audits.checkOpen(page, 'test checkout', { layer: checkout });
      await checkout.getByRole('button').first().click();
      await audits.checkOpen(page, 'premium, paid, with its toast', { toast: await shownToast(page, copy.premium.checkout.successTitle) });
      const payments = page.getByRole('region', { name: copy.premium.history.heading, exact: true });
      await audits.dialog(page, payments.getByRole('button').filter({ hasText: copy.premium.history.viewReceipt }).first(), page.getByRole('dialog'), 'receipt');
      expect(audits.findings).toEqual({});
    });

    test('a renter: a listing with a range picked, the contact and booking forms, a finished rental and /admin', async ({ page, browser, copy, isMobile }) => {
      const ownerContext = await browser.newContext();
      const itemId = await listingWithPhotos(ownerContext.request);
      await registerAccount(page.request, newAccount());
      const audits = new ScreenAudits(variant.schemes(), isMobile);
      const main = page.getByRole('main');
      const today = todayInIndia();

      await audits.visit(page, `/item/${itemId}`, 'item, signed in');
      // A range, picked by keyboard from today's tab stop (the arrows cross into the next month).
      const calendar = page.getByRole('region', { name: copy.calendar.heading });
      await calendar.locator('[role="grid"] button[tabindex="0"]').focus();
      for (const key of ['ArrowRight', 'Enter', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
      await expect(calendar.getByRole('link', { name: copy.calendar.requestBooking })).toBeVisible();
      await audits.checkOpen(page, 'item, a range picked');

      await audits.visit(page, `/contact/${itemId}`, 'contact');
      await main.getByRole('button', { name: copy.contact.page.send }).click();
      await expect(main.getByLabel(copy.contact.page.message, { exact: true })).toBeFocused();
      await audits.checkOpen(page, 'contact with its errors');
      await audits.visit(page, `/contact/${itemId}?intent=booking&start=${addDays(today, 2)}&end=${addDays(today, 4)}`, 'booking request');
      await expect(page.getByRole('heading', { level: 1, name: copy.contact.page.bookingTitle })).toBeVisible();

      // A rental that has ended (the server's clock for this renter, and the browser's, five days on): its rating dialog.
      const rental = await browser.newContext();
      await registerAccount(rental.request, newAccount());
      const booked = await post<Booking>(rental.request, '/api/bookings', { itemId, startDate: addDays(today, 1), endDate: addDays(today, 3) });
      await post<Booking>(ownerContext.request, `/api/bookings/${booked.id}/accept`);
      await ownerContext.close();
      expect((await rental.request.post('/api/test/clock', { data: { offsetDays: 5 } })).status()).toBe(200);
      await rental.clock.install({ time: Date.now() + 5 * 86_400_000 });
      const renter = await rental.newPage();
      await renter.goto(`/dashboard?tab=bookings&booking=${booked.id}`);
      await audits.dialog(
        renter,
        renter.getByRole('main').getByRole('button', { name: copy.reviews.rate.renterAction, exact: true }),
        renter.getByRole('dialog'),
        'rating dialog',
      );
      await rental.close();

      // Not an administrator: "Access Denied", which moves on to home after two seconds; held here
      // (that one timer only) so the card is what axe reads.
      const stranger = await page.context().newPage();
      await stranger.addInitScript(() => {
        const setTimer = window.setTimeout.bind(window);
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => setTimer(handler, delay === 2000 ? 600_000 : delay, ...rest)) as typeof window.setTimeout;
      });
      await stranger.goto('/admin');
      await expect(stranger.getByRole('heading', { level: 1, name: copy.documents.admin.accessDeniedTitle })).toBeVisible();
      await audits.checkOpen(stranger, 'admin, not an administrator');
      expect(audits.findings).toEqual({});
    });

    test('the administrator, and the reject dialog', async ({ page, browser, copy, lang, isMobile }) => {
      const username = await pendingDocument(browser);
      // In this test's language whatever the shared account last chose (signInAsAdmin).
      await signInAsAdmin(page, lang);
      const audits = new ScreenAudits(variant.schemes(), isMobile);
      const admin = copy.documents.admin;

      await audits.visit(page, '/admin', 'admin');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
      await page.getByRole('group', { name: admin.filterLabel }).getByRole('button', { name: new RegExp(`^${escapeRegExp(admin.filters.pending)}`) }).click();
      const card = page.getByRole('article').filter({ hasText: `@${username}` });
      await audits.dialog(page, card.getByRole('button', { name: admin.reject, exact: true }), page.getByRole('alertdialog'), 'reject dialog');
      // The moderators' tabs: the reports with the hidden listings and the log, and an account's page.
      await page.getByRole('tab', { name: admin.tabs.reports }).click();
      await expect(page.getByRole('heading', { level: 2, name: copy.moderation.hiddenHeading })).toBeVisible();
      await audits.checkOpen(page, 'admin, reports and safety');
      await page.getByRole('tab', { name: admin.tabs.users }).click();
      const finder = page.getByRole('search', { name: copy.userAdmin.searchLabel });
      await finder.getByRole('searchbox').fill(username);
      await finder.getByRole('button', { name: copy.userAdmin.search, exact: true }).click();
      await page.getByRole('button', { name: new RegExp(escapeRegExp(username)) }).click();
      await expect(page.getByRole('group', { name: copy.userAdmin.actionsLabel })).toBeVisible();
      await audits.checkOpen(page, 'admin, an account');
      await audits.dialog(page, page.getByRole('group', { name: copy.userAdmin.actionsLabel }).getByRole('button', { name: copy.userAdmin.suspend }), page.getByRole('alertdialog'), 'suspend dialog');
      expect(audits.findings).toEqual({});
    });
  });
}

test.describe('what a screen reader hears', () => {
  /** The live region that names each new page (routes/-components/route-announcer.tsx). */
  const announcer = (page: Page): Locator => page.locator('#root p[role="status"][aria-live="polite"][aria-atomic="true"]');
  const hidden = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element.closest('[aria-hidden="true"], [inert]') !== null);

  test('each page change, also to a page of the same title, and under an open dialog', async ({ page, browser, copy }) => {
    // Two listings of one title in a category of their own: each is among the other's similar listings.
    const title = `Tata Ace ${randomUUID().slice(0, 8)}`;
    const owners = await browser.newContext();
    const { itemId: first } = await ownerWithListing(owners.request, title, '+919876543210', 0, 'commercial-vehicles');
    const { itemId: second } = await ownerWithListing(owners.request, title, '+919876543210', 0, 'commercial-vehicles');
    await owners.close();

    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    await settleScreen(page);
    // The first page is the browser's to announce.
    await expect(announcer(page)).toHaveText('');
    await announcer(page).evaluate((region) => {
      const heard: string[] = [];
      Object.assign(window, { heard });
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
    });
    const heard = (): Promise<string[]> => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    const pageTitle = copy.titles.item(title);
    await page.getByRole('main').getByRole('link', { name: title, exact: true }).first().click();
    await expect.poll(heard).toEqual([pageTitle]);
    // From one listing to the other of the same title: emptied as the navigation starts, then the
    // same title again, new words to a screen reader.
    const other = new URL(page.url()).pathname.endsWith(first) ? second : first;
    await page.getByRole('region', { name: copy.browse.item.similarTitle }).getByRole('link', { name: title, exact: true }).first().click();
    // A card opens its listing once the tap's own frame is painted: wait for the other one's address.
    await expect(page).toHaveURL(new RegExp(`/item/${other}$`));
    await expect.poll(heard).toEqual([pageTitle, '', pageTitle]);

    // A modal dialog hides the page from screen readers but for its live regions: the announcer stays.
    await freeListingButton(page, copy).click();
    await expect(page.getByRole('dialog', { name: copy.auth.dialog.title })).toBeVisible();
    await expect(page.locator('#root [aria-hidden="true"]').first()).toBeAttached();
    expect(await hidden(announcer(page))).toBe(false);
  });

  test('a toast, over a dialog too, and the errors of a refused sign-up, heard at their field', async ({ page, copy }) => {
    const taken = newAccount();
    await registerAccount(page.context().request, taken);
    await page.context().clearCookies();
    await page.goto('/');
    await freeListingButton(page, copy).click();
    const auth = copy.auth.dialog;
    const dialog = page.getByRole('dialog', { name: auth.title });
    await expect(dialog).toBeVisible();

    // The form's own check: focus on the first field to fix, which is invalid and reads its message.
    await dialog.getByRole('button', { name: auth.createAccount }).click();
    const fullName = dialog.getByLabel(auth.fullName, { exact: true });
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).not.toHaveAccessibleDescription('');

    // The server's: the username is taken. Its toast is in a polite live region the dialog leaves heard,
    // and focus goes to the username, which reads the server's reason.
    const account = { ...newAccount(), username: taken.username };
    await fullName.fill(account.fullName);
    await dialog.getByLabel(auth.username, { exact: true }).fill(account.username);
    await dialog.getByLabel(auth.email, { exact: true }).fill(account.email);
    await dialog.getByLabel(auth.password, { exact: true }).fill(account.password);
    await dialog.getByLabel(auth.confirmPassword, { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: auth.createAccount }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: copy.auth.toasts.registerFailed.title });
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((element) => element.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');
    expect(await hidden(toast)).toBe(false);
    const username = dialog.getByLabel(auth.username, { exact: true });
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).not.toHaveAccessibleDescription('');
  });

  test('the contact form and a refused photo tie their errors to their fields', async ({ page, browser, copy }) => {
    const owner = await browser.newContext();
    const { itemId } = await ownerWithListing(owner.request, `Canon EOS 200D ${randomUUID().slice(0, 8)}`);
    await owner.close();
    await registerAccount(page.request, newAccount());
    await page.goto(`/contact/${itemId}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: copy.contact.page.send }).click();
    const message = main.getByLabel(copy.contact.page.message, { exact: true });
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(new RegExp(escapeRegExp(copy.contact.validation.messageRequired)));

    await page.goto('/create-listing');
    const photos = main.getByLabel(copy.listings.media.addPhotos);
    await photos.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    const { title, text } = copy.listings.media.invalidPhotoType;
    await expect(photos).toHaveAttribute('aria-invalid', 'true');
    await expect(photos).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(`${title}: ${text}`)}$`));
    // Said when it happens by its toast, a polite live region.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((element) => element.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');
  });
});
