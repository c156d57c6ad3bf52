/**
 * Where an account is signed in, from the profile: this device first, another named by its browser
 * and system, signed out from here; that device finds itself signed out at its next visit, and "Sign
 * out everywhere else" ends the rest.
 */
import { expect, test } from './fixtures.ts';
import { newAccount, registerAccount } from './support.ts';

const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test('devices: one signed out from the profile, then every other one', { tag: '@journey' }, async ({ page, copy, browser }) => {
  const account = newAccount();
  await registerAccount(page.request, account);
  const t = copy.devices;
  // Two more devices signed in to the same account: a computer, and a phone that opens the app.
  const signedInElsewhere = async (userAgent: string) => {
    const context = await browser.newContext({ userAgent, ...(test.info().project.use.locale ? { locale: test.info().project.use.locale } : {}), serviceWorkers: 'block' });
    expect((await context.request.post('/api/login/email', { data: { username: account.username, password: account.password } })).status()).toBe(200);
    return context;
  };
  const computer = await signedInElsewhere(WINDOWS_FIREFOX);
  const phone = await signedInElsewhere(ANDROID_CHROME);
  const phonePage = await phone.newPage();
  await phonePage.goto('/profile/edit');
  await expect(phonePage.getByRole('heading', { level: 1, name: copy.profile.edit.title })).toBeVisible();

  await page.goto('/profile/edit');
  const section = page.getByRole('region', { name: t.heading });
  const devices = section.getByRole('list', { name: t.heading }).getByRole('listitem');
  await expect(devices).toHaveCount(3);
  await expect(devices.first().getByText(t.thisDevice)).toBeVisible();
  await expect(devices.first().getByRole('button')).toHaveCount(0);
  const computerName = t.deviceName('Firefox 133', 'Windows 10');
  const phoneName = t.deviceName('Chrome 131', 'Android 14');
  await expect(section.getByText(computerName)).toBeVisible();
  await expect(section.getByText(phoneName)).toBeVisible();

  // The phone, signed out from here: gone from the list, and signed out the next time it opens a page.
  await section.getByRole('button', { name: t.signOutNamed(phoneName) }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.signedOut(phoneName))).toBeVisible();
  await expect(devices).toHaveCount(2);
  await phonePage.reload();
  await expect(phonePage.getByRole('heading', { name: copy.profile.edit.loggedOut })).toBeVisible();
  expect((await computer.request.get('/api/auth/user')).status()).toBe(200);

  // Every other device: the computer too; this one stays signed in.
  await section.getByRole('button', { name: t.signOutEverywhere }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.signedOutEverywhere(1))).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(section.getByText(t.onlyThisDevice)).toBeVisible();
  expect((await computer.request.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await computer.close();
  await phone.close();
});
